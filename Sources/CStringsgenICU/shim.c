// The only file that sees ICU (docs/design-notes.md, fact 1). Each function is a thin
// wrapper; the policy (caching, fast paths, parsing) lives in the Swift module above.

#include "stringsgen_icu.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

// Apple ships ICU as libicucore without headers (fact 11): there, and wherever
// STRINGSGEN_ICU_NO_HEADERS is defined (the header-free test on Linux), the few functions used
// are declared in icu_declarations.h. Elsewhere ICU's own headers declare them.
#if defined(__APPLE__) || defined(STRINGSGEN_ICU_NO_HEADERS)
#include "icu_declarations.h"
#else
#if defined(__has_include) && !__has_include(<unicode/ubrk.h>)
#error "stringsgen needs ICU's development files: install libicu-dev (apt-get install libicu-dev) or your system's ICU headers package"
#endif
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>
#endif

struct sg_graphemes {
    UBreakIterator *iterator;
};

struct sg_plural_rules {
    UPluralRules *rules;
};

struct sg_number_format {
    UNumberFormatter *formatter;
};

// Copies a NUL-terminated ASCII string into a caller's buffer, the common tail of every
// function that returns text.
static int32_t sg_copy(const char *text, int32_t length, char *buffer, int32_t capacity) {
    if (length < 0 || length >= capacity) {
        return -1;
    }
    memcpy(buffer, text, (size_t)length);
    buffer[length] = '\0';
    return length;
}

// Converts a keyword ICU wrote as UTF-16 (always invariant ASCII) into the caller's buffer.
static int32_t sg_copy_keyword(const UChar *keyword, int32_t length, char *buffer, int32_t capacity) {
    if (length < 0 || length >= capacity) {
        return -1;
    }
    u_UCharsToChars(keyword, buffer, length);
    buffer[length] = '\0';
    return length;
}

// MARK: Grapheme clusters

sg_graphemes *sg_graphemes_open(void) {
    UErrorCode status = U_ZERO_ERROR;
    // The root locale: grapheme clusters are defined by UAX #29, not by language.
    UBreakIterator *iterator = ubrk_open(UBRK_CHARACTER, "", NULL, 0, &status);
    if (U_FAILURE(status)) {
        return NULL;
    }
    sg_graphemes *graphemes = malloc(sizeof *graphemes);
    if (graphemes == NULL) {
        ubrk_close(iterator);
        return NULL;
    }
    graphemes->iterator = iterator;
    return graphemes;
}

void sg_graphemes_close(sg_graphemes *graphemes) {
    if (graphemes == NULL) {
        return;
    }
    ubrk_close(graphemes->iterator);
    free(graphemes);
}

int32_t sg_graphemes_count(sg_graphemes *graphemes, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(graphemes->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t count = 0;
    ubrk_first(graphemes->iterator);
    while (ubrk_next(graphemes->iterator) != UBRK_DONE) {
        count += 1;
    }
    return count;
}

int32_t sg_graphemes_boundaries(sg_graphemes *graphemes, const uint16_t *text, int32_t length,
                                int32_t *boundaries, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(graphemes->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t count = 0;
    for (int32_t offset = ubrk_first(graphemes->iterator); offset != UBRK_DONE;
         offset = ubrk_next(graphemes->iterator)) {
        if (count >= capacity) {
            return -1;
        }
        boundaries[count++] = offset;
    }
    return count;
}

// MARK: Plural rules

sg_plural_rules *sg_plural_rules_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status)) {
        return NULL;
    }
    sg_plural_rules *result = malloc(sizeof *result);
    if (result == NULL) {
        uplrules_close(rules);
        return NULL;
    }
    result->rules = rules;
    return result;
}

void sg_plural_rules_close(sg_plural_rules *rules) {
    if (rules == NULL) {
        return;
    }
    uplrules_close(rules->rules);
    free(rules);
}

int32_t sg_plural_rules_keywords(const sg_plural_rules *rules, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords(rules->rules, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t written = 0;
    const char *keyword;
    int32_t length = 0;
    while ((keyword = uenum_next(keywords, &length, &status)) != NULL && U_SUCCESS(status)) {
        int32_t separator = written > 0 ? 1 : 0;
        if (written + separator + length >= capacity) {
            uenum_close(keywords);
            return -1;
        }
        if (separator) {
            buffer[written++] = ' ';
        }
        memcpy(buffer + written, keyword, (size_t)length);
        written += length;
    }
    uenum_close(keywords);
    if (U_FAILURE(status) || capacity < 1) {
        return -1;
    }
    buffer[written] = '\0';
    return written;
}

int32_t sg_plural_rules_select_integer(const sg_plural_rules *rules, double value,
                                       char *keyword, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UChar selected[16];
    int32_t length = uplrules_select(rules->rules, value, selected, 16, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    return sg_copy_keyword(selected, length, keyword, capacity);
}

sg_number_format *sg_number_format_open(const char *locale, const char *skeleton) {
    UChar skeleton16[128];
    int32_t length = (int32_t)strlen(skeleton);
    if (length >= 128) {
        return NULL;
    }
    u_charsToUChars(skeleton, skeleton16, length);
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton16, length, locale, &status);
    if (U_FAILURE(status)) {
        return NULL;
    }
    sg_number_format *format = malloc(sizeof *format);
    if (format == NULL) {
        unumf_close(formatter);
        return NULL;
    }
    format->formatter = formatter;
    return format;
}

void sg_number_format_close(sg_number_format *format) {
    if (format == NULL) {
        return;
    }
    unumf_close(format->formatter);
    free(format);
}

int32_t sg_plural_rules_select_decimal(const sg_plural_rules *rules, const sg_number_format *format,
                                       const char *decimal, char *keyword, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    // One result per call: a UFormattedNumber is mutable, and the rules and formatter are shared.
    UFormattedNumber *result = unumf_openResult(&status);
    if (U_FAILURE(status)) {
        return -1;
    }
    unumf_formatDecimal(format->formatter, decimal, -1, result, &status);
    UChar selected[16];
    int32_t length = uplrules_selectFormatted(rules->rules, result, selected, 16, &status);
    unumf_closeResult(result);
    if (U_FAILURE(status)) {
        return -1;
    }
    return sg_copy_keyword(selected, length, keyword, capacity);
}

// MARK: Plural rule text

// ICU's `plurals` resource: table `locales` (locale id → set id) and table `rules`
// (set id → category → condition with samples). The C API has no other way to read the
// rules as text (uplrules has none; PluralRules::getRules is C++), and generated accessors
// compile this text into Swift (docs/design-notes.md, plural rules).
static UResourceBundle *sg_plurals_table(const char *name, UErrorCode *status) {
    UResourceBundle *plurals = ures_openDirect(NULL, "plurals", status);
    UResourceBundle *table = ures_getByKey(plurals, name, NULL, status);
    ures_close(plurals);
    return table;
}

// Copies invariant ASCII UTF-16 into `buffer` at `offset`, stopping before `stop` (0 for
// none), trimming trailing spaces; returns the new offset, or -1 when it does not fit or
// a character is not ASCII.
static int32_t sg_append_ascii(const UChar *text, int32_t length, UChar stop, char *buffer, int32_t offset,
                               int32_t capacity) {
    int32_t end = 0;
    while (end < length && text[end] != stop) {
        end++;
    }
    while (end > 0 && text[end - 1] == ' ') {
        end--;
    }
    if (offset + end >= capacity) {
        return -1;
    }
    for (int32_t i = 0; i < end; i++) {
        if (text[i] > 0x7F) {
            return -1;
        }
        buffer[offset + i] = (char)text[i];
    }
    buffer[offset + end] = '\0';
    return offset + end;
}

int32_t sg_plural_rule_set(const char *locale, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *locales = sg_plurals_table("locales", &status);
    int32_t length = 0;
    const UChar *set = ures_getStringByKey(locales, locale, &length, &status);
    int32_t written = U_SUCCESS(status) ? sg_append_ascii(set, length, 0, buffer, 0, capacity) : -1;
    ures_close(locales);
    return written;
}

int32_t sg_plural_rule_text(const char *set, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *sets = sg_plurals_table("rules", &status);
    UResourceBundle *rules = ures_getByKey(sets, set, NULL, &status);
    int32_t offset = 0;
    if (capacity > 0) {
        buffer[0] = '\0';
    }
    int32_t count = U_SUCCESS(status) ? ures_getSize(rules) : 0;
    for (int32_t index = 0; index < count && offset >= 0 && U_SUCCESS(status); index++) {
        UResourceBundle *rule = ures_getByIndex(rules, index, NULL, &status);
        const char *category = ures_getKey(rule);
        int32_t length = 0;
        const UChar *condition = ures_getString(rule, &length, &status);
        int32_t name = category ? (int32_t)strlen(category) : -1;
        if (U_SUCCESS(status) && name >= 0 && offset + name + 3 < capacity) {
            memcpy(buffer + offset, category, (size_t)name);
            memcpy(buffer + offset + name, ": ", 2);
            offset = sg_append_ascii(condition, length, '@', buffer, offset + name + 2, capacity - 1);
            if (offset >= 0) {
                buffer[offset++] = '\n';
                buffer[offset] = '\0';
            }
        } else {
            offset = -1;
        }
        ures_close(rule);
    }
    ures_close(rules);
    ures_close(sets);
    return U_SUCCESS(status) ? offset : -1;
}

int32_t sg_plural_rule_locales(char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *locales = sg_plurals_table("locales", &status);
    int32_t offset = 0;
    if (capacity > 0) {
        buffer[0] = '\0';
    }
    int32_t count = U_SUCCESS(status) ? ures_getSize(locales) : 0;
    for (int32_t index = 0; index < count && offset >= 0 && U_SUCCESS(status); index++) {
        UResourceBundle *entry = ures_getByIndex(locales, index, NULL, &status);
        const char *key = ures_getKey(entry);
        int32_t length = key ? (int32_t)strlen(key) : -1;
        if (U_SUCCESS(status) && length >= 0 && offset + length + 1 < capacity) {
            if (offset > 0) {
                buffer[offset++] = ' ';
            }
            memcpy(buffer + offset, key, (size_t)length);
            offset += length;
            buffer[offset] = '\0';
        } else {
            offset = -1;
        }
        ures_close(entry);
    }
    ures_close(locales);
    return U_SUCCESS(status) ? offset : -1;
}

// MARK: Locale identifiers

// Whether a locale call failed: an error, or a result that filled its buffer with no room
// for the terminating NUL (ICU says so with a warning, not an error).
static int sg_locale_call_failed(UErrorCode status) {
    return U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING;
}

int32_t sg_locale_to_bcp47(const char *identifier, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char canonical[ULOC_FULLNAME_CAPACITY];
    uloc_canonicalize(identifier, canonical, ULOC_FULLNAME_CAPACITY, &status);
    if (sg_locale_call_failed(status)) {
        return -1;
    }
    char tag[ULOC_FULLNAME_CAPACITY];
    int32_t length = uloc_toLanguageTag(canonical, tag, ULOC_FULLNAME_CAPACITY, false, &status);
    if (sg_locale_call_failed(status)) {
        return -1;
    }
    return sg_copy(tag, length, buffer, capacity);
}

int32_t sg_locale_from_bcp47(const char *tag, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char identifier[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(tag, identifier, ULOC_FULLNAME_CAPACITY, &parsed, &status);
    if (sg_locale_call_failed(status)) {
        return -1;
    }
    return sg_copy(identifier, length, buffer, capacity);
}

int32_t sg_locale_language(const char *identifier, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char language[ULOC_LANG_CAPACITY];
    int32_t length = uloc_getLanguage(identifier, language, ULOC_LANG_CAPACITY, &status);
    if (sg_locale_call_failed(status)) {
        return -1;
    }
    return sg_copy(language, length, buffer, capacity);
}

int32_t sg_locale_likely_script(const char *identifier, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char maximized[ULOC_FULLNAME_CAPACITY];
    uloc_addLikelySubtags(identifier, maximized, ULOC_FULLNAME_CAPACITY, &status);
    if (sg_locale_call_failed(status)) {
        return -1;
    }
    char script[ULOC_SCRIPT_CAPACITY];
    int32_t length = uloc_getScript(maximized, script, ULOC_SCRIPT_CAPACITY, &status);
    if (sg_locale_call_failed(status)) {
        return -1;
    }
    return sg_copy(script, length, buffer, capacity);
}

// MARK: Versions

// Formats a UVersionInfo as "major.minor", the form ICU, Unicode and CLDR versions are quoted in.
static int32_t sg_copy_version(const UVersionInfo version, char *buffer, int32_t capacity) {
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    return sg_copy(text, (int32_t)strlen(text), buffer, capacity);
}

int32_t sg_icu_version(char *buffer, int32_t capacity) {
    UVersionInfo version;
    u_getVersion(version);
    return sg_copy_version(version, buffer, capacity);
}

int32_t sg_unicode_version(char *buffer, int32_t capacity) {
    UVersionInfo version;
    u_getUnicodeVersion(version);
    return sg_copy_version(version, buffer, capacity);
}

int32_t sg_cldr_version(char *buffer, int32_t capacity) {
    UVersionInfo version;
    UErrorCode status = U_ZERO_ERROR;
    ulocdata_getCLDRVersion(version, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    return sg_copy_version(version, buffer, capacity);
}
