// mallopt(3) is declared in <malloc.h>, which Swift's Glibc module does
// not bring in.
#include "CAllocator.h"

#include <stdlib.h>  // defines __GLIBC__ with the C library's version
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int ordersh_set_mapped_block_size(int bytes) {
#if defined(__GLIBC__)
    return mallopt(M_MMAP_THRESHOLD, bytes);
#else
    (void)bytes;
    return 0;
#endif
}

int ordersh_block_has_own_pages(const void *pointer) {
#if defined(__GLIBC__)
    return (((const size_t *)pointer)[-1] & 0x2) != 0;
#else
    (void)pointer;
    return 0;
#endif
}
