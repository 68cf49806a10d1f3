// kata-sandbox-start: the first program of every sandboxed test run (Linux, under bubblewrap).
//
// bubblewrap 0.8 mounts the run's private /tmp with a size but no limit on its number of files,
// and prlimit, which this replaces, cannot add one. So bubblewrap starts this program as root of
// the sandbox's user namespace with three capabilities the tests never get (CAP_SYS_ADMIN to
// mount, CAP_SYS_RESOURCE to cap the namespaces, CAP_SETFCAP to map root in the nested one),
// or, started by the host's root, as the host's root with four (CAP_SYS_ADMIN, CAP_CHOWN,
// CAP_SETUID, CAP_SETGID: see step 2), and it:
//   1. mounts /tmp again with both limits (size and nr_inodes);
//   2. does what bubblewrap's --disable-userns does: allows one user namespace more and enters
//      it, so that nothing it starts can make a namespace of its own (where it could mount a
//      /tmp with no limits); there the tests are nobody, and never the host's root;
//   3. replaces the host's /etc/passwd and /etc/group with files that name only the run's user;
//   4. drops every capability, for good (bounding set, ambient set, no_new_privs);
//   5. sets the resource limits, as prlimit did;
//   6. starts the command.
// Any step that fails stops the run before the command starts: a test never runs with less
// than the limits it was promised.
//
// Usage: kata-sandbox-start TMP_BYTES TMP_FILES PROCESSES ADDRESS_SPACE FILE_SIZE OPEN_FILES -- COMMAND...

#ifdef __linux__
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <grp.h>
#include <time.h>
#include <unistd.h>

static void fail(const char *step) {
    fprintf(stderr, "kata-sandbox-start: %s: %s\n", step, strerror(errno));
    exit(126);
}

static unsigned long long number(const char *text, const char *name) {
    char *end = NULL;
    errno = 0;
    unsigned long long value = strtoull(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0') {
        fprintf(stderr, "kata-sandbox-start: %s is not a number: %s\n", name, text);
        exit(126);
    }
    return value;
}

static void write_file(const char *path, const char *text) {
    int descriptor = open(path, O_WRONLY | O_CLOEXEC);
    if (descriptor < 0) fail(path);
    size_t length = strlen(text);
    if (write(descriptor, text, length) != (ssize_t)length) fail(path);
    close(descriptor);
}

// The mount flags of `path` that a remount must keep: a remount may not loosen them.
static unsigned long kept_flags(const char *path) {
    struct statvfs info;
    if (statvfs(path, &info) != 0) fail(path);
    unsigned long flags = 0;
    if (info.f_flag & ST_NOSUID) flags |= MS_NOSUID;
    if (info.f_flag & ST_NODEV) flags |= MS_NODEV;
    if (info.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
    return flags;
}

// 1. /tmp again, with the flags bubblewrap gave it and both limits.
static void limit_scratch(unsigned long long bytes, unsigned long long files) {
    unsigned long flags = MS_REMOUNT | kept_flags("/tmp");
    char options[96];
    snprintf(options, sizeof options, "size=%llu,nr_inodes=%llu", bytes, files);
    if (mount("tmpfs", "/tmp", "tmpfs", flags, options) != 0) fail("limiting /tmp");
}

// The mount flags of `path` made read-only, or writable again, by a bind remount that keeps
// the flags a remount may not loosen.
static void remount_bind(const char *path, int read_only) {
    unsigned long flags = MS_REMOUNT | MS_BIND | kept_flags(path) | (read_only ? MS_RDONLY : 0);
    if (mount(NULL, path, NULL, flags, NULL) != 0) fail(path);
}

// The namespace limit of this user namespace set to `text`. Where /proc/sys is shown read-only
// (some versions of bubblewrap cover it), it is made writable for the one write, then read-only again.
static void set_namespace_limit(const char *text) {
    const char *path = "/proc/sys/user/max_user_namespaces";
    int descriptor = open(path, O_WRONLY | O_CLOEXEC);
    if (descriptor < 0 && errno == EROFS) {
        remount_bind("/proc/sys", 0);
        write_file(path, text);
        remount_bind("/proc/sys", 1);
        return;
    }
    if (descriptor < 0) fail(path);
    close(descriptor);
    write_file(path, text);
}

// Whether this runs in the host's own user namespace: bubblewrap started by root makes none
// (BubblewrapCommand), and its first line of uid_map is then "0 0 4294967295".
static int in_host_user_namespace(void) {
    FILE *map = fopen("/proc/self/uid_map", "re");
    if (!map) fail("/proc/self/uid_map");
    unsigned long long inside = 1, outside = 1, count = 0;
    int read = fscanf(map, "%llu %llu %llu", &inside, &outside, &count);
    fclose(map);
    return read == 3 && inside == 0 && outside == 0 && count == 4294967295ULL;
}

// 2. One user namespace more, entered, where the tests run as nobody (65534) and none can be
// made (with a mount namespace of its own, where step 3 may still mount). The id the tests have
// on the host matters: a program that may not be read makes its process "not dumpable", and
// the kernel then gives the process's own /proc files (mem among them) to the host's root,
// so the tests must not be the host's root.
//  - bubblewrap started by a user makes a user namespace where this runs as root (--uid 0):
//    the nested one maps nobody to that root, which is the user on the host. Its namespace
//    limit is set to one, which the nested namespace takes.
//  - bubblewrap started by root (CI, a platform's container) makes none, so this runs as the
//    host's root: it becomes the host's nobody first, keeping its capabilities, then makes the
//    nested namespace, mapping nobody to itself, and sets that one's limit to none. /tmp
//    goes to nobody, and /proc/sys, where the limit is written, is made writable for the write.
static void forbid_namespaces(void) {
    int host = in_host_user_namespace();
    uid_t uid = geteuid();
    gid_t gid = getegid();
    int proc_sys_read_only = 0;
    if (host) {
        struct statvfs info;
        if (statvfs("/proc/sys", &info) != 0) fail("/proc/sys");
        proc_sys_read_only = (info.f_flag & ST_RDONLY) != 0;
        if (proc_sys_read_only) remount_bind("/proc/sys", 0);
        if (chown("/tmp", 65534, 65534) != 0) fail("giving /tmp to nobody");
        if (prctl(PR_SET_KEEPCAPS, 1, 0, 0, 0) != 0) fail("keeping capabilities");
        if (setgroups(0, NULL) != 0) fail("leaving root's groups");
        if (setresgid(65534, 65534, 65534) != 0) fail("becoming nogroup");
        if (setresuid(65534, 65534, 65534) != 0) fail("becoming nobody");
        // A change of user makes a process not dumpable, which gives its /proc files to root:
        // this one must still write its own uid_map. The test program, which may not be read,
        // makes its process not dumpable again when it starts.
        if (prctl(PR_SET_DUMPABLE, 1, 0, 0, 0) != 0) fail("staying dumpable");
        uid = gid = 65534;
    } else {
        set_namespace_limit("1");
    }
    if (unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0) fail("entering a nested user namespace");
    char map[64];
    snprintf(map, sizeof map, "65534 %u 1\n", uid);
    write_file("/proc/self/uid_map", map);
    write_file("/proc/self/setgroups", "deny");
    snprintf(map, sizeof map, "65534 %u 1\n", gid);
    write_file("/proc/self/gid_map", map);
    if (host) {
        write_file("/proc/sys/user/max_user_namespaces", "0");
        if (proc_sys_read_only) remount_bind("/proc/sys", 1);
    }
}

// The host's /etc/passwd and /etc/group name its users and their homes, which a failing test
// could print; the C library needs only the run's own user to answer getpwuid(). Each is
// replaced, where the sandbox shows it, by a file that names nobody and nogroup alone, written
// in /tmp, bound over the host's, and unlinked there (the bind keeps it).
static void replace_account_file(const char *path, const char *text) {
    struct stat info;
    if (stat(path, &info) != 0) return;
    const char *staging = "/tmp/.kata-sandbox-account";
    int descriptor = open(staging, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0444);
    if (descriptor < 0) fail(staging);
    size_t length = strlen(text);
    if (write(descriptor, text, length) != (ssize_t)length) fail(staging);
    close(descriptor);
    if (mount(staging, path, NULL, MS_BIND, NULL) != 0) fail(path);
    remount_bind(path, 1);
    if (unlink(staging) != 0) fail(staging);
}

// 4. No capability left in any set, and none to be had again by running a program.
static void drop_capabilities(void) {
    for (int capability = 0; capability <= 63; capability++) {
        if (prctl(PR_CAPBSET_DROP, capability, 0, 0, 0) != 0 && errno != EINVAL) fail("dropping the bounding set");
    }
    if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0 && errno != EINVAL) fail("clearing ambient capabilities");
    struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
    struct __user_cap_data_struct data[2];
    memset(data, 0, sizeof data);
    if (syscall(SYS_capset, &header, data) != 0) fail("dropping capabilities");
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail("setting no_new_privs");
}

// 5. The limits prlimit set: soft and hard alike, so the tests cannot raise them.
static void limit(int resource, unsigned long long value, const char *name) {
    struct rlimit limits = {value, value};
    if (setrlimit(resource, &limits) != 0) fail(name);
}

int main(int argc, char **argv) {
    if (argc < 9 || strcmp(argv[7], "--") != 0) {
        fprintf(stderr, "usage: kata-sandbox-start TMP_BYTES TMP_FILES PROCESSES ADDRESS_SPACE FILE_SIZE OPEN_FILES -- COMMAND...\n");
        return 126;
    }
    limit_scratch(number(argv[1], "TMP_BYTES"), number(argv[2], "TMP_FILES"));
    forbid_namespaces();
    replace_account_file("/etc/passwd", "nobody:x:65534:65534:nobody:/tmp:/usr/sbin/nologin\n");
    replace_account_file("/etc/group", "nogroup:x:65534:\n");
    drop_capabilities();
    limit(RLIMIT_NPROC, number(argv[3], "PROCESSES"), "limiting processes");
    limit(RLIMIT_AS, number(argv[4], "ADDRESS_SPACE"), "limiting memory");
    limit(RLIMIT_FSIZE, number(argv[5], "FILE_SIZE"), "limiting file size");
    limit(RLIMIT_NOFILE, number(argv[6], "OPEN_FILES"), "limiting open files");
    limit(RLIMIT_CORE, 0, "forbidding core dumps");
    // "Text file busy": the test binary was still open for writing somewhere when this run
    // started (seen in CI under load, an honest student's spec run right after the build that
    // linked it; a process that forks while another thread has a file open for writing leaves
    // its child a copy of that descriptor until the child execs). It clears within moments,
    // and an honest run must not be lost to it: a second of tries, then the error as before.
    for (int attempt = 0; attempt < 100; attempt++) {
        execv(argv[8], argv + 8);
        if (errno != ETXTBSY) break;
        struct timespec pause = {0, 10 * 1000 * 1000};
        nanosleep(&pause, NULL);
    }
    fail(argv[8]);
    return 126;
}

#else
#include <stdio.h>

// Only bubblewrap's runs need it; macOS's sandbox-exec sets its limits otherwise.
int main(void) {
    fprintf(stderr, "kata-sandbox-start runs only on Linux\n");
    return 126;
}
#endif
