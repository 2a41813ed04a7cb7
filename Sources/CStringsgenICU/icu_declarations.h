#ifndef STRINGSGEN_ICU_DECLARATIONS_H
#define STRINGSGEN_ICU_DECLARATIONS_H

// The few ICU C functions, types and constants shim.c uses, declared here instead of taken from
// <unicode/*.h>: Apple ships ICU as libicucore without headers (docs/design-notes.md, fact 11).
// Every one is ICU's stable C API, and ABI-compatible with ICU's own declarations: opaque
// structs, enums of int size, `UChar` as a 16-bit unit.
//
// Names: libicucore exports them unversioned (ubrk_open); a Linux ICU exports them with its
// major version as a suffix (ubrk_open_72). Define STRINGSGEN_ICU_VERSION_SUFFIX (e.g. `_72`) to
// use this header against a Linux ICU, as the header-free test does (STRINGSGEN_ICU_NO_HEADERS).
//
// Defining STRINGSGEN_ICU_CHECK_DECLARATIONS after including ICU's real headers keeps only the
// prototypes, so a compiler sees both and rejects any that disagree, and checks every
// constant against ICU's (the header-free test compiles that too).

#include <stdint.h>

// MARK: Constants (values as in ICU's headers; checked against them by the header-free test)

#define SG_ICU_U_ZERO_ERROR 0
#define SG_ICU_U_MISSING_RESOURCE_ERROR 2
#define SG_ICU_U_BUFFER_OVERFLOW_ERROR 15
#define SG_ICU_U_USING_FALLBACK_WARNING (-128)
#define SG_ICU_U_USING_DEFAULT_WARNING (-127)
#define SG_ICU_U_STRING_NOT_TERMINATED_WARNING (-124)
#define SG_ICU_UBRK_CHARACTER 0
#define SG_ICU_UBRK_DONE (-1)
#define SG_ICU_UPLURAL_TYPE_CARDINAL 0
#define SG_ICU_ULOC_LANG_CAPACITY 12
#define SG_ICU_ULOC_SCRIPT_CAPACITY 6
#define SG_ICU_ULOC_FULLNAME_CAPACITY 157
#define SG_ICU_U_MAX_VERSION_LENGTH 4
#define SG_ICU_U_MAX_VERSION_STRING_LENGTH 20

#ifndef STRINGSGEN_ICU_CHECK_DECLARATIONS

// MARK: Symbol names

#ifdef STRINGSGEN_ICU_VERSION_SUFFIX
#define SG_ICU_JOIN2(name, suffix) name##suffix
#define SG_ICU_JOIN(name, suffix) SG_ICU_JOIN2(name, suffix)
#define SG_ICU(name) SG_ICU_JOIN(name, STRINGSGEN_ICU_VERSION_SUFFIX)
#else
#define SG_ICU(name) name
#endif

#define u_UCharsToChars SG_ICU(u_UCharsToChars)
#define u_charsToUChars SG_ICU(u_charsToUChars)
#define u_getUnicodeVersion SG_ICU(u_getUnicodeVersion)
#define u_getVersion SG_ICU(u_getVersion)
#define u_strToUTF8 SG_ICU(u_strToUTF8)
#define u_strlen SG_ICU(u_strlen)
#define u_versionToString SG_ICU(u_versionToString)
#define ubrk_close SG_ICU(ubrk_close)
#define ubrk_first SG_ICU(ubrk_first)
#define ubrk_next SG_ICU(ubrk_next)
#define ubrk_open SG_ICU(ubrk_open)
#define ubrk_setText SG_ICU(ubrk_setText)
#define uenum_close SG_ICU(uenum_close)
#define uenum_next SG_ICU(uenum_next)
#define uloc_addLikelySubtags SG_ICU(uloc_addLikelySubtags)
#define uloc_canonicalize SG_ICU(uloc_canonicalize)
#define uloc_forLanguageTag SG_ICU(uloc_forLanguageTag)
#define uloc_getLanguage SG_ICU(uloc_getLanguage)
#define uloc_getScript SG_ICU(uloc_getScript)
#define uloc_toLanguageTag SG_ICU(uloc_toLanguageTag)
#define ulocdata_getCLDRVersion SG_ICU(ulocdata_getCLDRVersion)
#define unumf_close SG_ICU(unumf_close)
#define unumf_closeResult SG_ICU(unumf_closeResult)
#define unumf_formatDecimal SG_ICU(unumf_formatDecimal)
#define unumf_openForSkeletonAndLocale SG_ICU(unumf_openForSkeletonAndLocale)
#define unumf_openResult SG_ICU(unumf_openResult)
#define uplrules_close SG_ICU(uplrules_close)
#define uplrules_getKeywords SG_ICU(uplrules_getKeywords)
#define uplrules_openForType SG_ICU(uplrules_openForType)
#define uplrules_select SG_ICU(uplrules_select)
#define uplrules_selectFormatted SG_ICU(uplrules_selectFormatted)
#define ures_close SG_ICU(ures_close)
#define ures_getByIndex SG_ICU(ures_getByIndex)
#define ures_getByKey SG_ICU(ures_getByKey)
#define ures_getKey SG_ICU(ures_getKey)
#define ures_getSize SG_ICU(ures_getSize)
#define ures_getString SG_ICU(ures_getString)
#define ures_getStringByKey SG_ICU(ures_getStringByKey)
#define ures_openDirect SG_ICU(ures_openDirect)

// MARK: Types

typedef uint16_t UChar;  // ICU's C type for a UTF-16 code unit
typedef int8_t UBool;
typedef uint8_t UVersionInfo[SG_ICU_U_MAX_VERSION_LENGTH];

typedef enum UErrorCode {
    U_USING_FALLBACK_WARNING = SG_ICU_U_USING_FALLBACK_WARNING,
    U_USING_DEFAULT_WARNING = SG_ICU_U_USING_DEFAULT_WARNING,
    U_STRING_NOT_TERMINATED_WARNING = SG_ICU_U_STRING_NOT_TERMINATED_WARNING,
    U_ZERO_ERROR = SG_ICU_U_ZERO_ERROR,
    U_MISSING_RESOURCE_ERROR = SG_ICU_U_MISSING_RESOURCE_ERROR,
    U_BUFFER_OVERFLOW_ERROR = SG_ICU_U_BUFFER_OVERFLOW_ERROR,
} UErrorCode;
#define U_SUCCESS(x) ((x) <= U_ZERO_ERROR)
#define U_FAILURE(x) ((x) > U_ZERO_ERROR)

typedef enum UBreakIteratorType { UBRK_CHARACTER = SG_ICU_UBRK_CHARACTER } UBreakIteratorType;
enum { UBRK_DONE = SG_ICU_UBRK_DONE };
typedef enum UPluralType { UPLURAL_TYPE_CARDINAL = SG_ICU_UPLURAL_TYPE_CARDINAL } UPluralType;
#define ULOC_LANG_CAPACITY SG_ICU_ULOC_LANG_CAPACITY
#define ULOC_SCRIPT_CAPACITY SG_ICU_ULOC_SCRIPT_CAPACITY
#define ULOC_FULLNAME_CAPACITY SG_ICU_ULOC_FULLNAME_CAPACITY
#define U_MAX_VERSION_STRING_LENGTH SG_ICU_U_MAX_VERSION_STRING_LENGTH

typedef struct UBreakIterator UBreakIterator;
typedef struct UEnumeration UEnumeration;
typedef struct UPluralRules UPluralRules;
typedef struct UNumberFormatter UNumberFormatter;
typedef struct UFormattedNumber UFormattedNumber;
typedef struct UResourceBundle UResourceBundle;

#endif  // STRINGSGEN_ICU_CHECK_DECLARATIONS

// MARK: Functions (ICU's prototypes, minus its export macros)

#ifdef __cplusplus
extern "C" {
#endif

// ustring.h, uversion.h, uchar.h
void u_UCharsToChars(const UChar *us, char *cs, int32_t length);
void u_charsToUChars(const char *cs, UChar *us, int32_t length);
char *u_strToUTF8(char *dest, int32_t destCapacity, int32_t *pDestLength, const UChar *src, int32_t srcLength,
                  UErrorCode *pErrorCode);
int32_t u_strlen(const UChar *s);
void u_getVersion(UVersionInfo versionArray);
void u_getUnicodeVersion(UVersionInfo info);
void u_versionToString(const UVersionInfo versionArray, char *versionString);

// ubrk.h
UBreakIterator *ubrk_open(UBreakIteratorType type, const char *locale, const UChar *text, int32_t textLength,
                          UErrorCode *status);
void ubrk_close(UBreakIterator *bi);
void ubrk_setText(UBreakIterator *bi, const UChar *text, int32_t textLength, UErrorCode *status);
int32_t ubrk_first(UBreakIterator *bi);
int32_t ubrk_next(UBreakIterator *bi);

// uenum.h
const char *uenum_next(UEnumeration *en, int32_t *resultLength, UErrorCode *status);
void uenum_close(UEnumeration *en);

// uloc.h, ulocdata.h
int32_t uloc_canonicalize(const char *localeID, char *name, int32_t nameCapacity, UErrorCode *err);
int32_t uloc_toLanguageTag(const char *localeID, char *langtag, int32_t langtagCapacity, UBool strict,
                           UErrorCode *err);
int32_t uloc_forLanguageTag(const char *langtag, char *localeID, int32_t localeIDCapacity, int32_t *parsedLength,
                            UErrorCode *err);
int32_t uloc_getLanguage(const char *localeID, char *language, int32_t languageCapacity, UErrorCode *err);
int32_t uloc_getScript(const char *localeID, char *script, int32_t scriptCapacity, UErrorCode *err);
int32_t uloc_addLikelySubtags(const char *localeID, char *maximizedLocaleID, int32_t maximizedLocaleIDCapacity,
                              UErrorCode *err);
void ulocdata_getCLDRVersion(UVersionInfo versionArray, UErrorCode *status);

// upluralrules.h
UPluralRules *uplrules_openForType(const char *locale, UPluralType type, UErrorCode *status);
void uplrules_close(UPluralRules *uplrules);
UEnumeration *uplrules_getKeywords(const UPluralRules *uplrules, UErrorCode *status);
int32_t uplrules_select(const UPluralRules *uplrules, double number, UChar *keyword, int32_t capacity,
                        UErrorCode *status);
int32_t uplrules_selectFormatted(const UPluralRules *uplrules, const UFormattedNumber *number, UChar *keyword,
                                 int32_t capacity, UErrorCode *status);

// unumberformatter.h
UNumberFormatter *unumf_openForSkeletonAndLocale(const UChar *skeleton, int32_t skeletonLen, const char *locale,
                                                 UErrorCode *ec);
void unumf_close(UNumberFormatter *uformatter);
UFormattedNumber *unumf_openResult(UErrorCode *ec);
void unumf_formatDecimal(const UNumberFormatter *uformatter, const char *value, int32_t valueLen,
                         UFormattedNumber *uresult, UErrorCode *ec);
void unumf_closeResult(UFormattedNumber *uresult);

// ures.h: ICU's own data (the plural rules as text) through the resource-bundle API
UResourceBundle *ures_openDirect(const char *packageName, const char *locale, UErrorCode *status);
void ures_close(UResourceBundle *resourceBundle);
UResourceBundle *ures_getByKey(const UResourceBundle *resourceBundle, const char *key, UResourceBundle *fillIn,
                               UErrorCode *status);
const UChar *ures_getStringByKey(const UResourceBundle *resB, const char *key, int32_t *len, UErrorCode *status);
int32_t ures_getSize(const UResourceBundle *resourceBundle);
UResourceBundle *ures_getByIndex(const UResourceBundle *resourceBundle, int32_t indexR, UResourceBundle *fillIn,
                                 UErrorCode *status);
const char *ures_getKey(const UResourceBundle *resourceBundle);
const UChar *ures_getString(const UResourceBundle *resourceBundle, int32_t *len, UErrorCode *status);

#ifdef __cplusplus
}
#endif

#endif
