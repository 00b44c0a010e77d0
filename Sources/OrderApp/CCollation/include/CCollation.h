#ifndef CCOLLATION_H
#define CCOLLATION_H

#include <stdint.h>

// ICU's collator, as the Swift toolchain's Foundation carries it (lib_FoundationICU, its
// entry points renamed with a `swift_` prefix). Foundation's own String.compare(_:options:
// range:locale:) opens such a collator and compares two strings with it; the sort key of
// each string gives the same order for a whole list at a fraction of the cost.

typedef struct UCollator UCollator;

/// `ucol_open`: a collator for the locale `identifier`; `*status` > 0 on failure.
UCollator *swift_ucol_open(const char *identifier, int *status);
/// `ucol_close`.
void swift_ucol_close(UCollator *collator);
/// `ucol_setAttribute`.
void swift_ucol_setAttribute(UCollator *collator, int attribute, int value, int *status);
/// `ucol_getSortKey`: the key's length, written to `result` when it fits in `capacity`.
int32_t swift_ucol_getSortKey(const UCollator *collator, const uint16_t *source, int32_t length, uint8_t *result, int32_t capacity);

/// ICU's UCOL_STRENGTH attribute and its UCOL_SECONDARY value: accents count, case does
/// not (what Foundation sets for `.caseInsensitive`).
enum { ORDERSH_UCOL_STRENGTH = 5, ORDERSH_UCOL_SECONDARY = 1 };

#endif
