#include "stringsgen_icu.h"
