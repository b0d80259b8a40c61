// Signal handling for the full-screen app, defined once for the whole process.
//
// The quit flag used to live in a `static inline` function of a header: every object file that
// used it got its own copy, so in a release build the handler set one flag and the run loop read
// another, and SIGTERM was ignored. Everything here has one definition in this file.
#define _GNU_SOURCE 1
#include "CTerminalSignals.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static volatile sig_atomic_t quit_signal = 0;
static int wake_pipe[2] = {-1, -1};
static int installed = 0;

static struct termios remembered_modes;
static int remembered_fd = -1;
static char restore_sequence[512];
static volatile sig_atomic_t restore_length = 0;

/// Crashes: the handler hands over to what handled them before (the Swift runtime's
/// backtracer, or the default) after the terminal is back.
static const int fatal_signals[] = {SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGSYS};
#define FATAL_COUNT (sizeof fatal_signals / sizeof fatal_signals[0])
static struct sigaction previous_fatal[FATAL_COUNT];

/// Signals whose default action ends the process; each restores the terminal, then ends it.
static const int terminating_signals[] = {
    SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO,
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
};
#define TERMINATING_COUNT (sizeof terminating_signals / sizeof terminating_signals[0])

void tw_terminal_remember_modes(int input_fd) {
    if (tcgetattr(input_fd, &remembered_modes) == 0) { remembered_fd = input_fd; }
}

void tw_terminal_set_restore_sequence(const char *sequence) {
    restore_length = 0;
    if (sequence == NULL) { return; }
    size_t length = strlen(sequence);
    if (length >= sizeof restore_sequence) { length = sizeof restore_sequence - 1; }
    memcpy(restore_sequence, sequence, length);
    restore_sequence[length] = '\0';
    restore_length = (sig_atomic_t)length;
}

/// Async-signal-safe: only tcsetattr and write.
void tw_terminal_restore_now(void) {
    int saved_errno = errno;
    if (remembered_fd >= 0) { tcsetattr(remembered_fd, TCSANOW, &remembered_modes); }
    size_t written = 0;
    size_t length = (size_t)restore_length;
    while (written < length) {
        ssize_t n = write(STDOUT_FILENO, restore_sequence + written, length - written);
        if (n > 0) {
            written += (size_t)n;
        } else if (n < 0 && errno == EINTR) {
            continue;
        } else {
            break;
        }
    }
    errno = saved_errno;
}

static void on_quit_signal(int signal_number) {
    int saved_errno = errno;
    quit_signal = signal_number;
    if (wake_pipe[1] >= 0) {
        char byte = 1;
        ssize_t ignored = write(wake_pipe[1], &byte, 1);
        (void)ignored;
    }
    errno = saved_errno;
}

/// Ends the process with `signal_number` as its cause, the way the default action would.
static void die_with(int signal_number) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = SIG_DFL;
    sigaction(signal_number, &action, NULL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, signal_number);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(signal_number);
    _exit(128 + signal_number);
}

static void on_fatal_signal(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    tw_terminal_restore_now();
    // Sent by another process (`kill -SEGV`): nothing crashed here, so there is nothing for a
    // backtracer to report; end now rather than wait in its prompt.
    if (info != NULL && info->si_code <= 0 && info->si_pid != getpid()) { die_with(signal_number); }
    for (size_t i = 0; i < FATAL_COUNT; i++) {
        if (fatal_signals[i] == signal_number) {
            sigaction(signal_number, &previous_fatal[i], NULL);
            // A fault the kernel raised repeats when the handler returns and reaches the previous
            // handler then; one raised by the program is raised again.
            if (info == NULL || info->si_code <= 0) { raise(signal_number); }
            return;
        }
    }
    die_with(signal_number);
}

static void on_terminating_signal(int signal_number) {
    tw_terminal_restore_now();
    die_with(signal_number);
}

static int install_alternate_stack(void) {
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE) && current.ss_size >= 65536) {
        return 0;  // the runtime already gave this thread one that is large enough
    }
    size_t size = 65536 + (size_t)SIGSTKSZ;
    void *memory = malloc(size);
    if (memory == NULL) { return -1; }
    stack_t stack;
    stack.ss_sp = memory;
    stack.ss_size = size;
    stack.ss_flags = 0;
    return sigaltstack(&stack, NULL);
}

int tw_signals_install(void) {
    if (installed) { return 0; }
    if (pipe(wake_pipe) != 0) { return -1; }
    for (int i = 0; i < 2; i++) {
        fcntl(wake_pipe[i], F_SETFL, fcntl(wake_pipe[i], F_GETFL) | O_NONBLOCK);
        fcntl(wake_pipe[i], F_SETFD, FD_CLOEXEC);
    }
    if (install_alternate_stack() != 0) { return -1; }

    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigfillset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    action.sa_sigaction = on_fatal_signal;
    for (size_t i = 0; i < FATAL_COUNT; i++) { sigaction(fatal_signals[i], &action, &previous_fatal[i]); }

    memset(&action, 0, sizeof action);
    sigfillset(&action.sa_mask);
    action.sa_flags = SA_ONSTACK;
    action.sa_handler = on_terminating_signal;
    for (size_t i = 0; i < TERMINATING_COUNT; i++) {
        struct sigaction current;
        // Leave a signal alone that is ignored or that something else already handles.
        if (sigaction(terminating_signals[i], NULL, &current) == 0 && current.sa_handler == SIG_DFL
            && !(current.sa_flags & SA_SIGINFO)) {
            sigaction(terminating_signals[i], &action, NULL);
        }
    }

    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_ONSTACK | SA_RESTART;
    action.sa_handler = on_quit_signal;
    sigaction(SIGTERM, &action, NULL);
    // Started under nohup (SIGHUP ignored) or in the background (SIGINT ignored): keep that;
    // a terminal that goes away is still noticed by `tw_wait_for_input`.
    const int polite[] = {SIGHUP, SIGINT};
    for (size_t i = 0; i < 2; i++) {
        struct sigaction current;
        if (sigaction(polite[i], NULL, &current) == 0 && current.sa_handler == SIG_IGN) { continue; }
        sigaction(polite[i], &action, NULL);
    }
    installed = 1;
    return 0;
}

int tw_quit_requested(void) { return quit_signal; }

tw_wait_result tw_wait_for_input(int input_fd, int timeout_ms) {
    if (quit_signal != 0) { return TW_WAIT_QUIT; }
    struct pollfd fds[2];
    fds[0].fd = input_fd;
    fds[0].events = POLLIN;
    fds[0].revents = 0;
    fds[1].fd = wake_pipe[0];
    fds[1].events = POLLIN;
    fds[1].revents = 0;
    int ready = poll(fds, wake_pipe[0] >= 0 ? 2 : 1, timeout_ms);
    if (quit_signal != 0) { return TW_WAIT_QUIT; }
    if (ready < 0) { return errno == EINTR ? TW_WAIT_TIMEOUT : TW_WAIT_HANGUP; }
    if (ready == 0) { return TW_WAIT_TIMEOUT; }
    if (fds[0].revents & (POLLHUP | POLLERR | POLLNVAL)) { return TW_WAIT_HANGUP; }
    if (fds[0].revents & POLLIN) { return TW_WAIT_INPUT; }
    return TW_WAIT_TIMEOUT;
}

void tw_suspend_self(void) {
    // The default action (stop), unblocked on this thread, so the stop happens before raise returns.
    struct sigaction action, previous;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = SIG_DFL;
    sigaction(SIGTSTP, &action, &previous);
    sigset_t unblock, saved;
    sigemptyset(&unblock);
    sigaddset(&unblock, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &unblock, &saved);
    raise(SIGTSTP);
    pthread_sigmask(SIG_SETMASK, &saved, NULL);
    sigaction(SIGTSTP, &previous, NULL);
}
