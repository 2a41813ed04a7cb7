#ifndef STRINGSGEN_ICU_H
#define STRINGSGEN_ICU_H

// The C face of the system ICU for Swift. Only plain C types cross this header:
// importing ICU's own headers into Swift clashes with Foundation's bundled ICU
// (docs/design-notes.md, fact 1), so <unicode/*.h> is included only in shim.c.
//
// Strings are UTF-16 (`const uint16_t *` plus a length) or NUL-terminated ASCII
// (`const char *`). Functions that write into a caller's buffer return the full
// length needed, or -1 on an ICU error; a result longer than the buffer is an error.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Grapheme clusters

/// A reusable character (grapheme cluster) break iterator; one per thread.
typedef struct sg_graphemes sg_graphemes;

// Opens one UBRK_CHARACTER iterator so that counting many strings never reopens it.
sg_graphemes *sg_graphemes_open(void);

// Releases the iterator opened by sg_graphemes_open.
void sg_graphemes_close(sg_graphemes *graphemes);

// Counts user-perceived characters, the unit of every copy limit (README, "lint": copy limits).
// Returns -1 if ICU rejects the text.
int32_t sg_graphemes_count(sg_graphemes *graphemes, const uint16_t *text, int32_t length);

// Writes cluster boundaries as UTF-16 offsets (0 and length included) so callers can
// point into a string or test against GraphemeBreakTest.txt. Returns how many there are
// (at most length + 1), or -1 on error or when `capacity` is too small.
int32_t sg_graphemes_boundaries(sg_graphemes *graphemes, const uint16_t *text, int32_t length,
                                int32_t *boundaries, int32_t capacity);

// MARK: Plural rules

/// A locale's cardinal plural rules. Immutable once opened and safe to share across threads.
typedef struct sg_plural_rules sg_plural_rules;

/// A number formatter that fixes the digits (and exponent) plural selection sees.
typedef struct sg_number_format sg_number_format;

// Opens the cardinal rules for an ICU locale id, so each locale is parsed once per process.
// Returns NULL on failure.
sg_plural_rules *sg_plural_rules_open(const char *locale);

// Releases rules opened by sg_plural_rules_open.
void sg_plural_rules_close(sg_plural_rules *rules);

// Writes the locale's keywords ("one other"), space-separated, so the categories a
// translation needs come from ICU and never from a hand-written table.
int32_t sg_plural_rules_keywords(const sg_plural_rules *rules, char *buffer, int32_t capacity);

// Writes the keyword for a number without visible fraction digits; exact for integers up to 2^53.
int32_t sg_plural_rules_select_integer(const sg_plural_rules *rules, double value,
                                       char *keyword, int32_t capacity);

// Opens a formatter for a number skeleton (".00", "scientific .0"); plural selection of
// a decimal needs one because a bare double loses visible trailing zeros ("1.50", v = 2).
// Returns NULL on failure (for example a malformed skeleton).
sg_number_format *sg_number_format_open(const char *locale, const char *skeleton);

// Releases a formatter opened by sg_number_format_open.
void sg_number_format_close(sg_number_format *format);

// Formats `decimal` (ASCII digits, "1.50", "1100000") with `format` and writes the keyword
// the rules select for the formatted number, exponent and visible fraction digits included.
int32_t sg_plural_rules_select_decimal(const sg_plural_rules *rules, const sg_number_format *format,
                                       const char *decimal, char *keyword, int32_t capacity);

// MARK: Plural rule text (ICU's `plurals` resource)

// Writes the id of the rule set ICU's `plurals` data names for exactly this ICU locale id
// ("ru" → "set31", "pt_PT" → "set22"), so generated code can carry ICU's own rules; -1 when
// the id has no entry of its own (the caller falls back to the parent id, then "root").
int32_t sg_plural_rule_set(const char *locale, char *buffer, int32_t capacity);

// Writes a rule set's rules as "category: condition" lines, one per category, without the
// `@integer`/`@decimal` samples ("one: v = 0 and i % 10 = 1 and i % 100 != 11\nother: ").
// Conditions are plain ASCII in CLDR's rule syntax. -1 for an unknown set or a short buffer.
int32_t sg_plural_rule_text(const char *set, char *buffer, int32_t capacity);

// Writes every locale id the `plurals` data has cardinal rules for, space-separated, so
// a test can hold compiled rules against ICU for all of them.
int32_t sg_plural_rule_locales(char *buffer, int32_t capacity);

// MARK: Locale identifiers

// Writes the BCP 47 tag ("pt-BR") for an ICU id or tag, canonicalized first, because
// catalogs and Locales/ use BCP 47 while ICU ids use underscores.
int32_t sg_locale_to_bcp47(const char *identifier, char *buffer, int32_t capacity);

// Writes the ICU id ("pt_BR") for a BCP 47 tag, the form every ICU open function expects.
int32_t sg_locale_from_bcp47(const char *tag, char *buffer, int32_t capacity);

// Writes the language subtag of an ICU id ("pt" for "pt_BR"), so locales can be grouped by language.
int32_t sg_locale_language(const char *identifier, char *buffer, int32_t capacity);

/// The script a locale is written in, its own or the likely one (`Hans` for `zh` and
/// `zh-CN`, `Hant` for `zh-TW`, `Latn` for `en`), into `buffer`; -1 on failure.
int32_t sg_locale_likely_script(const char *identifier, char *buffer, int32_t capacity);

// MARK: Versions

// Writes the ICU library version ("72.1"), so reports can say which data decided a count.
int32_t sg_icu_version(char *buffer, int32_t capacity);

// Writes the Unicode version behind grapheme segmentation ("15.0").
int32_t sg_unicode_version(char *buffer, int32_t capacity);

// Writes the CLDR version behind the plural rules ("42.0").
int32_t sg_cldr_version(char *buffer, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
