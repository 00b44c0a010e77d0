// The system's libedit (apt: libedit-dev; pkg-config: libedit).
#include <histedit.h>
