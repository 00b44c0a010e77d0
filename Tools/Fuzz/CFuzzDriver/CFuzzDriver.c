// See include/CFuzzDriver.h.
#include "CFuzzDriver.h"

// LeakSanitizer's check of the whole heap. Weak: a build without the sanitizer has none.
int __lsan_do_recoverable_leak_check(void) __attribute__((weak));

int ordersh_fuzz_check_leaks(void) {
    return __lsan_do_recoverable_leak_check ? __lsan_do_recoverable_leak_check() : -1;
}
