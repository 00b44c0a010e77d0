#ifndef CPREFETCH_H
#define CPREFETCH_H

/// Asks the processor to start loading the cache line holding `address` for reading, and
/// goes on at once: a hint, never a fault (any address may be given). Swift has no
/// prefetch of its own; inline here, it becomes one instruction where it is called.
static inline void ordersh_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
