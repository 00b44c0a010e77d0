#ifndef CALLOCATOR_H
#define CALLOCATOR_H

#include <stddef.h>

/// Fixes the size from which an allocation gets pages of its own (glibc's M_MMAP_THRESHOLD,
/// which then no longer follows the largest block freed). Returns 1 when it was set, 0 when
/// this C library has no such setting or refuses the value.
int ordersh_set_mapped_block_size(int bytes);

#endif
