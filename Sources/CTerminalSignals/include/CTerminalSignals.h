#ifndef THRIFTWOOD_CTERMINALSIGNALS_H
#define THRIFTWOOD_CTERMINALSIGNALS_H

/// What the run loop's wait for input saw.
typedef enum {
    /// Nothing arrived within the timeout.
    TW_WAIT_TIMEOUT = 0,
    /// A key (or part of one) can be read.
    TW_WAIT_INPUT = 1,
    /// SIGTERM, SIGHUP or SIGINT asked the app to save its place and quit.
    TW_WAIT_QUIT = 2,
    /// The terminal is gone (hang-up, end of file or an error on the input).
    TW_WAIT_HANGUP = 3,
} tw_wait_result;

/// Remembers the terminal's modes before the app changes them, so a signal handler can put
/// them back. Call before the terminal library takes over the terminal.
void tw_terminal_remember_modes(int input_fd);

/// The bytes that give the screen back (leave the alternate screen, show the cursor, reset
/// colours); written by the signal handlers with `write(2)` only. Longer than 511 bytes: cut.
void tw_terminal_set_restore_sequence(const char *sequence);

/// Installs the handlers once per process: SIGTERM, SIGHUP and SIGINT note a polite quit and
/// wake `tw_wait_for_input`; crashes and every other terminating signal restore the terminal
/// first, on an alternate signal stack (a stack overflow still gets its terminal back).
/// Returns 0, or -1 with errno set.
int tw_signals_install(void);

/// The signal that asked the app to quit (SIGTERM, SIGHUP or SIGINT), or 0.
int tw_quit_requested(void);

/// Waits up to `timeout_ms` for input on `input_fd`, waking at once for a quit signal.
tw_wait_result tw_wait_for_input(int input_fd, int timeout_ms);

/// Restores the remembered modes and writes the restore sequence, as a crash would. For tests
/// and for an exit that cannot reach the terminal library.
void tw_terminal_restore_now(void);

/// Stops the process as Ctrl-Z does in a cooked terminal (SIGTSTP, its default action), returning
/// when the shell continues it. The caller gives the terminal back first and takes it again after.
void tw_suspend_self(void);

#endif
