// A small program on the shim compiled without ICU's headers (STRINGSGEN_ICU_NO_HEADERS), run
// by HeaderFreeShimTests: it prints what each function gives, one `name: value` a line, for the
// test to compare with what the Swift module (built with the headers) says.

#include <stdio.h>

#include "stringsgen_icu.h"

int main(void) {
    char buffer[256];
    if (sg_icu_version(buffer, sizeof buffer) < 0) return 1;
    printf("icu: %s\n", buffer);
    if (sg_unicode_version(buffer, sizeof buffer) < 0) return 1;
    printf("unicode: %s\n", buffer);
    if (sg_cldr_version(buffer, sizeof buffer) < 0) return 1;
    printf("cldr: %s\n", buffer);

    sg_graphemes *graphemes = sg_graphemes_open();
    if (graphemes == NULL) return 1;
    const uint16_t text[] = {0x2701, 0x200D, 0x2701, 'a', 0x0065, 0x0301, 0xD83C, 0xDDE9, 0xD83C, 0xDDEA};
    printf("graphemes: %d\n", sg_graphemes_count(graphemes, text, 10));
    int32_t boundaries[16];
    int32_t count = sg_graphemes_boundaries(graphemes, text, 10, boundaries, 16);
    printf("boundaries:");
    for (int32_t i = 0; i < count; i++) printf(" %d", boundaries[i]);
    printf("\n");
    sg_graphemes_close(graphemes);

    sg_plural_rules *rules = sg_plural_rules_open("ru");
    if (rules == NULL) return 1;
    if (sg_plural_rules_keywords(rules, buffer, sizeof buffer) < 0) return 1;
    printf("ru keywords: %s\n", buffer);
    printf("ru 0-25:");
    for (int n = 0; n <= 25; n++) {
        if (sg_plural_rules_select_integer(rules, n, buffer, sizeof buffer) < 0) return 1;
        printf(" %s", buffer);
    }
    printf("\n");
    sg_plural_rules_close(rules);

    sg_plural_rules *fr = sg_plural_rules_open("fr");
    sg_number_format *format = sg_number_format_open("fr", "scientific .0");
    if (fr == NULL || format == NULL) return 1;
    if (sg_plural_rules_select_decimal(fr, format, "1000000", buffer, sizeof buffer) < 0) return 1;
    printf("fr 1c6: %s\n", buffer);
    sg_number_format_close(format);
    sg_plural_rules_close(fr);

    if (sg_locale_to_bcp47("pt_BR", buffer, sizeof buffer) < 0) return 1;
    printf("bcp47 pt_BR: %s\n", buffer);
    if (sg_locale_from_bcp47("zh-Hant-TW", buffer, sizeof buffer) < 0) return 1;
    printf("icu zh-Hant-TW: %s\n", buffer);
    if (sg_locale_language("sr_Latn", buffer, sizeof buffer) < 0) return 1;
    printf("language sr_Latn: %s\n", buffer);
    return 0;
}
