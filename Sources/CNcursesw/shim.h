#ifndef THRIFTWOOD_CNCURSESW_SHIM_H
#define THRIFTWOOD_CNCURSESW_SHIM_H

// SwiftPM drops pkg-config's -D flags, so wide-character ncurses needs these here.
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 600
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE 1
#endif
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <wchar.h>
#include <string.h>
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
// macOS: the system curses is ncurses with wide-character support, as <curses.h>.
#include <curses.h>
#endif

// ncurses exposes these as macros, which Swift cannot call; small inline wrappers do.
static inline int tw_color_pair(int n) { return COLOR_PAIR(n); }
static inline int tw_a_reverse(void) { return A_REVERSE; }
static inline int tw_a_bold(void) { return A_BOLD; }
static inline int tw_a_underline(void) { return A_UNDERLINE; }
static inline int tw_a_dim(void) { return A_DIM; }
static inline int tw_a_normal(void) { return A_NORMAL; }
static inline int tw_key_resize(void) { return KEY_RESIZE; }
static inline int tw_getmaxy(WINDOW *w) { return getmaxy(w); }
static inline int tw_color_pairs(void) { return COLOR_PAIRS; }
static inline int tw_getmaxx(WINDOW *w) { return getmaxx(w); }

/// Writes one wide character with attributes and colour pair at the cursor.
static inline int tw_put_wide(WINDOW *w, int y, int x, const wchar_t *text, int attrs, short pair) {
    cchar_t cell;
    setcchar(&cell, text, (attr_t)attrs, pair, NULL);
    return mvwadd_wch(w, y, x, &cell);
}

/// Appends terminfo capability `name` to `buffer` (of `size` bytes) when the terminal has it.
static inline void tw_append_capability(char *buffer, size_t size, const char *name) {
    char *value = tigetstr((NCURSES_CONST char *)name);
    if (value == NULL || value == (char *)-1) { return; }
    size_t used = strlen(buffer);
    size_t length = strlen(value);
    if (used + length + 1 > size) { return; }
    memcpy(buffer + used, value, length + 1);
}

/// The bytes that give this terminal back: colours reset, cursor shown, keypad mode off, main
/// screen. Read once after `initscr`, for the signal handlers to write without ncurses.
static inline void tw_restore_sequence(char *buffer, size_t size) {
    if (size == 0) { return; }
    buffer[0] = '\0';
    tw_append_capability(buffer, size, "sgr0");
    tw_append_capability(buffer, size, "cnorm");
    tw_append_capability(buffer, size, "rmkx");
    tw_append_capability(buffer, size, "rmcup");
}

static inline int tw_key_code_yes(void) { return KEY_CODE_YES; }
static inline int tw_err(void) { return ERR; }
static inline int tw_colors(void) { return COLORS; }

#endif
