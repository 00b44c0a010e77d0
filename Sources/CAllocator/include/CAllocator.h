#ifndef CALLOCATOR_H
#define CALLOCATOR_H

#include <stddef.h>

/// Fixes the size from which an allocation gets pages of its own (glibc's M_MMAP_THRESHOLD,
/// which then no longer follows the largest block freed). Returns 1 when it was set, 0 when
/// this C library has no such setting.
int ordersh_set_mapped_block_size(int bytes);

/// Whether the block `pointer` (from malloc) has pages of its own: glibc marks such a block
/// with the IS_MMAPPED bit of the size word just before it. Always 0 elsewhere.
int ordersh_block_has_own_pages(const void *pointer);

#endif
