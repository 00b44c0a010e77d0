// The prefetch hint is an inline function of the header; SwiftPM builds a C target from
// at least one source file.
#include "CPrefetch.h"
