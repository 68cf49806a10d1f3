// kata-sandbox-start: the first program of every sandboxed test run (Linux, under bubblewrap).
//
// bubblewrap 0.8 mounts the run's private /tmp with a size but no limit on its number of files,
// and prlimit, which this replaces, cannot add one. So bubblewrap starts this program as root of
// the sandbox's user namespace with three capabilities the tests never get (CAP_SYS_ADMIN to
// mount, CAP_SYS_RESOURCE to cap the namespaces, CAP_SETFCAP to map root in the nested one),
// and it:
//   1. mounts /tmp again with both limits (size and nr_inodes);
//   2. does what bubblewrap's --disable-userns does: allows one user namespace more and enters
//      it, so that nothing it starts can make a namespace of its own (where it could mount a
//      /tmp with no limits);
//   3. covers /proc with a folder that shows only what the Swift runtime reads there (the
//      process's own memory map and the link to its program), so no file shows the bytes of
//      the program's code (/proc/self/mem, map_files) or the host's paths (mountinfo);
//      The host's /etc/passwd and /etc/group give way to files that name only the run's user;
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

// The namespace limit of this user namespace set to `text`. Where /proc/sys is shown read-only
// (some versions of bubblewrap cover it), it is made writable for the one write, then read-only again.
static void set_namespace_limit(const char *text) {
    const char *path = "/proc/sys/user/max_user_namespaces";
    int descriptor = open(path, O_WRONLY | O_CLOEXEC);
    if (descriptor < 0 && errno == EROFS) {
        unsigned long flags = MS_REMOUNT | MS_BIND | kept_flags("/proc/sys");
        if (mount(NULL, "/proc/sys", NULL, flags, NULL) != 0) fail("making /proc/sys writable");
        write_file(path, text);
        if (mount(NULL, "/proc/sys", NULL, flags | MS_RDONLY, NULL) != 0) fail("making /proc/sys read-only again");
        return;
    }
    if (descriptor < 0) fail(path);
    close(descriptor);
    write_file(path, text);
}

// 2. One user namespace more, entered, where the tests run as nobody (65534): none can be made
// inside it. bubblewrap runs this as root of its own namespace (--uid 0), since only there may
// /tmp be mounted again. A mount namespace comes with it, owned by the new user namespace, in
// which step 3 may still mount (its capabilities there last until step 4).
static void forbid_namespaces(void) {
    uid_t uid = geteuid();
    gid_t gid = getegid();
    set_namespace_limit("1");
    if (unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0) fail("entering a nested user namespace");
    char map[64];
    snprintf(map, sizeof map, "65534 %u 1\n", uid);
    write_file("/proc/self/uid_map", map);
    write_file("/proc/self/setgroups", "deny");
    snprintf(map, sizeof map, "65534 %u 1\n", gid);
    write_file("/proc/self/gid_map", map);
}

// 3. /proc as the tests need it and no more. Measured (strace) with Swift 6.3: the standard
// library reads /proc/self/maps as it loads (to find the command line) and Foundation reads the
// link /proc/self/exe (to find the resource bundles beside the program); nothing else of /proc
// is opened by Swift Testing, XCTest or Foundation in a test run. Everything else stays
// hidden under a read-only folder: above all /proc/self/mem, through which a process reads its
// own memory (and a root grader's test process could, being the owner of its own files there
// even when its program is not readable), and mountinfo, which names the host's folders.
// This process's pid is the test's after execv, so the bound maps file is the test's own.
static void cover_proc(const char *program) {
    const char *staging = "/tmp/.kata-sandbox-maps";
    int descriptor = open(staging, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0444);
    if (descriptor < 0) fail(staging);
    close(descriptor);
    if (mount("/proc/self/maps", staging, NULL, MS_BIND, NULL) != 0) fail("keeping /proc/self/maps");
    if (mount("tmpfs", "/proc", "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=16k,nr_inodes=16,mode=0555") != 0) {
        fail("covering /proc");
    }
    if (mkdir("/proc/self", 0555) != 0) fail("/proc/self");
    descriptor = open("/proc/self/maps", O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0444);
    if (descriptor < 0) fail("/proc/self/maps");
    close(descriptor);
    if (mount(staging, "/proc/self/maps", NULL, MS_BIND, NULL) != 0) fail("showing /proc/self/maps");
    if (umount2(staging, MNT_DETACH) != 0) fail("unmounting the kept maps");
    if (unlink(staging) != 0) fail(staging);
    if (symlink(program, "/proc/self/exe") != 0) fail("/proc/self/exe");
    if (mount(NULL, "/proc", NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0) {
        fail("making /proc read-only");
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
    // A remount may not loosen the flags the bound file brings from /tmp (kept_flags).
    if (mount(NULL, path, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | kept_flags(path), NULL) != 0) fail(path);
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
    cover_proc(argv[8]);
    replace_account_file("/etc/passwd", "nobody:x:65534:65534:nobody:/tmp:/usr/sbin/nologin\n");
    replace_account_file("/etc/group", "nogroup:x:65534:\n");
    drop_capabilities();
    limit(RLIMIT_NPROC, number(argv[3], "PROCESSES"), "limiting processes");
    limit(RLIMIT_AS, number(argv[4], "ADDRESS_SPACE"), "limiting memory");
    limit(RLIMIT_FSIZE, number(argv[5], "FILE_SIZE"), "limiting file size");
    limit(RLIMIT_NOFILE, number(argv[6], "OPEN_FILES"), "limiting open files");
    limit(RLIMIT_CORE, 0, "forbidding core dumps");
    execv(argv[8], argv + 8);
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
