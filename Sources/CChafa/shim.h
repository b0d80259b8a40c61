#ifndef THRIFTWOOD_CCHAFA_SHIM_H
#define THRIFTWOOD_CCHAFA_SHIM_H

// Debian's libchafa: a picture drawn as coloured symbols, sixel, kitty or iTerm2 output.
#include <chafa.h>

// GLib's string, freed from Swift (g_string_free is a macro in newer GLib).
static inline void tw_chafa_string_free(GString *string) { g_string_free(string, TRUE); }

#endif
