// Compiled by HeaderFreeShimTests where ICU's headers exist: ICU's own declarations first, then
// the prototypes of icu_declarations.h, so the compiler rejects any prototype that disagrees with
// ICU's ("conflicting types"), and every constant is compared with ICU's value.

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

#define STRINGSGEN_ICU_CHECK_DECLARATIONS
#include "icu_declarations.h"

_Static_assert(U_ZERO_ERROR == SG_ICU_U_ZERO_ERROR, "U_ZERO_ERROR");
_Static_assert(U_MISSING_RESOURCE_ERROR == SG_ICU_U_MISSING_RESOURCE_ERROR, "U_MISSING_RESOURCE_ERROR");
_Static_assert(U_BUFFER_OVERFLOW_ERROR == SG_ICU_U_BUFFER_OVERFLOW_ERROR, "U_BUFFER_OVERFLOW_ERROR");
_Static_assert(U_USING_FALLBACK_WARNING == SG_ICU_U_USING_FALLBACK_WARNING, "U_USING_FALLBACK_WARNING");
_Static_assert(U_USING_DEFAULT_WARNING == SG_ICU_U_USING_DEFAULT_WARNING, "U_USING_DEFAULT_WARNING");
_Static_assert(U_STRING_NOT_TERMINATED_WARNING == SG_ICU_U_STRING_NOT_TERMINATED_WARNING, "U_STRING_NOT_TERMINATED_WARNING");
_Static_assert(UBRK_CHARACTER == SG_ICU_UBRK_CHARACTER, "UBRK_CHARACTER");
_Static_assert(UBRK_DONE == SG_ICU_UBRK_DONE, "UBRK_DONE");
_Static_assert(UPLURAL_TYPE_CARDINAL == SG_ICU_UPLURAL_TYPE_CARDINAL, "UPLURAL_TYPE_CARDINAL");
_Static_assert(ULOC_LANG_CAPACITY == SG_ICU_ULOC_LANG_CAPACITY, "ULOC_LANG_CAPACITY");
_Static_assert(ULOC_SCRIPT_CAPACITY == SG_ICU_ULOC_SCRIPT_CAPACITY, "ULOC_SCRIPT_CAPACITY");
_Static_assert(ULOC_FULLNAME_CAPACITY == SG_ICU_ULOC_FULLNAME_CAPACITY, "ULOC_FULLNAME_CAPACITY");
_Static_assert(U_MAX_VERSION_LENGTH == SG_ICU_U_MAX_VERSION_LENGTH, "U_MAX_VERSION_LENGTH");
_Static_assert(U_MAX_VERSION_STRING_LENGTH == SG_ICU_U_MAX_VERSION_STRING_LENGTH, "U_MAX_VERSION_STRING_LENGTH");
_Static_assert(sizeof(UChar) == 2 && sizeof(UBool) == 1, "UChar, UBool");
_Static_assert(sizeof(UErrorCode) == sizeof(int) && sizeof(UBreakIteratorType) == sizeof(int) && sizeof(UPluralType) == sizeof(int),
               "enums of int size");
