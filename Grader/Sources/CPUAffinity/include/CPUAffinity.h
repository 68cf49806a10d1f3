// Pinning a child process to one CPU: the calling thread is pinned just before it spawns the
// child, which inherits the thread's CPUs, and is given its CPUs back just after.
#ifndef KATA_CPU_AFFINITY_H
#define KATA_CPU_AFFINITY_H

/// How many CPUs the calling thread may run on; 0 where the system cannot say (macOS).
int kata_allowed_cpu_count(void);

/// Pins the calling thread to the `index`-th CPU it may run on (counting from 0), remembering
/// the CPUs it had. Returns 0, or -1 where that cannot be done (then nothing changed).
int kata_pin_thread(int index);

/// Gives the calling thread back the CPUs it had before `kata_pin_thread`.
void kata_unpin_thread(void);

#endif
