// libFuzzer's driver entry point, for ordersh-fuzz's own main (scripts/fuzz), and a
// leak check the driver runs itself.
//
// SwiftPM gives an executable target its own `main`, so libFuzzer's is not linked;
// ordersh-fuzz calls the driver through this declaration instead. The function itself
// comes from libFuzzer (-sanitize=fuzzer).
#ifndef ORDERSH_CFUZZDRIVER_H
#define ORDERSH_CFUZZDRIVER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

// LeakSanitizer's check of the whole heap now: 1 when it reported leaks, 0 when none,
// -1 when the program was built without LeakSanitizer.
int ordersh_fuzz_check_leaks(void);

#endif
