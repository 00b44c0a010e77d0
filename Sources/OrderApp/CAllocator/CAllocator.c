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
