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

/// The fatal signals whose handlers restore the terminal first.
#define TW_FATAL_COUNT 7
static inline int tw_fatal_signal(unsigned index) {
    const int signals[TW_FATAL_COUNT] = {SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE};
    return signals[index];
}
/// Installs `handler` for fatal signal `index`, keeping what handled it before (the Swift
/// runtime's backtracer, or the default); with `handler` NULL, puts that previous one back.
/// (Storage lives in a function: Swift's importer does not emit a header's static data.)
static inline void tw_swap_fatal_handler(unsigned index, void (*handler)(int)) {
    static struct sigaction previous[TW_FATAL_COUNT];
    if (handler == NULL) {
        sigaction(tw_fatal_signal(index), &previous[index], NULL);
        return;
    }
    struct sigaction action;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    action.sa_handler = handler;
    sigaction(tw_fatal_signal(index), &action, &previous[index]);
}
/// Set by SIGTERM or SIGHUP: the app should save its place and quit.
static inline volatile sig_atomic_t *tw_quit_flag(void) {
    static volatile sig_atomic_t flag = 0;
    return &flag;
}

/// A crash: give the terminal back first (cooked mode, main screen, cursor), then let the
/// previous handler run, so a backtrace prints on a usable terminal instead of over the app.
static void tw_on_fatal_signal(int signal_number) {
    endwin();
    for (unsigned i = 0; i < TW_FATAL_COUNT; i++) {
        if (tw_fatal_signal(i) == signal_number) { tw_swap_fatal_handler(i, NULL); }
    }
    raise(signal_number);
}

/// A polite stop (SIGTERM, SIGHUP): only note it; the app's loop saves and quits.
static void tw_on_quit_signal(int signal_number) {
    *tw_quit_flag() = signal_number;
}

/// Installs the terminal-restoring crash handlers and the save-and-quit handlers.
static inline void tw_install_signal_handlers(void) {
    for (unsigned i = 0; i < TW_FATAL_COUNT; i++) { tw_swap_fatal_handler(i, tw_on_fatal_signal); }
    struct sigaction action;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    action.sa_handler = tw_on_quit_signal;
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
}

/// The SIGTERM or SIGHUP that asked the app to quit, or 0.
static inline int tw_quit_requested(void) { return *tw_quit_flag(); }

static inline int tw_key_code_yes(void) { return KEY_CODE_YES; }
static inline int tw_err(void) { return ERR; }
static inline int tw_colors(void) { return COLORS; }

#endif
