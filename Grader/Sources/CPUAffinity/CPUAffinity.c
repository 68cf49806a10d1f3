// See CPUAffinity.h. Linux only: macOS has no way to pin a thread to a CPU.
#ifdef __linux__
#define _GNU_SOURCE
#include <sched.h>
#endif
#include "CPUAffinity.h"

#ifdef __linux__

// The CPUs the thread had before it was pinned; one pin at a time per thread.
static __thread cpu_set_t saved;
static __thread int has_saved;

int kata_allowed_cpu_count(void) {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) != 0) return 0;
    return CPU_COUNT(&set);
}

int kata_pin_thread(int index) {
    cpu_set_t allowed;
    if (index < 0 || sched_getaffinity(0, sizeof allowed, &allowed) != 0) return -1;
    for (int cpu = 0, seen = 0; cpu < CPU_SETSIZE; cpu++) {
        if (!CPU_ISSET(cpu, &allowed)) continue;
        if (seen++ != index) continue;
        cpu_set_t one;
        CPU_ZERO(&one);
        CPU_SET(cpu, &one);
        if (sched_setaffinity(0, sizeof one, &one) != 0) return -1;
        saved = allowed;
        has_saved = 1;
        return 0;
    }
    return -1;
}

void kata_unpin_thread(void) {
    if (!has_saved) return;
    sched_setaffinity(0, sizeof saved, &saved);
    has_saved = 0;
}

#else

int kata_allowed_cpu_count(void) { return 0; }
int kata_pin_thread(int index) { (void)index; return -1; }
void kata_unpin_thread(void) {}

#endif
