// The declarations in include/CCollation.h are all this target holds; SwiftPM needs a
// source file to build a C target.
#include "CCollation.h"
