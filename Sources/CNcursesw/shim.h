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
#include <signal.h>
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
static inline int tw_getmaxx(WINDOW *w) { return getmaxx(w); }

/// Writes one wide character with attributes and colour pair at the cursor.
static inline int tw_put_wide(WINDOW *w, int y, int x, const wchar_t *text, int attrs, short pair) {
    cchar_t cell;
    setcchar(&cell, text, (attr_t)attrs, pair, NULL);
    return mvwadd_wch(w, y, x, &cell);
}

/// Restores the terminal and re-raises when a fatal signal arrives, so the shell is never left raw.
static void tw_on_signal(int signal_number) {
    endwin();
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

/// Installs the terminal-restoring handler for SIGTERM, SIGHUP, SIGQUIT and SIGABRT.
static inline void tw_install_signal_handlers(void) {
    signal(SIGTERM, tw_on_signal);
    signal(SIGHUP, tw_on_signal);
    signal(SIGQUIT, tw_on_signal);
    signal(SIGABRT, tw_on_signal);
}

static inline int tw_key_code_yes(void) { return KEY_CODE_YES; }
static inline int tw_err(void) { return ERR; }
static inline int tw_colors(void) { return COLORS; }

#endif
