/**
 * Gives the free pages of the C heap back to the system: glibc's `malloc_trim(0)`, called through koffi (an FFI
 * with prebuilt binaries: nothing compiles at install).
 *
 * Why: what V8 allocates with malloc (the compilers' zones while the server starts, buffers of a spike) is freed into
 * glibc's arenas, and glibc returns on its own only the free memory at the top of an arena. At idle after a start,
 * the main arena held 18 MB of which 7 MB were in use: the other 11 MB stayed resident for good. `malloc_trim` walks
 * the arenas and releases every free page (1.5 ms at idle): the idle server went from 111 to 101 MB RSS. The glibc
 * tunables that trim at every `free` reach only the top (106–108 MB, and a system call on most frees under load);
 * jemalloc by LD_PRELOAD measured 106–107 MB and would be a system package to install.
 *
 * Elsewhere (macOS, Windows, Alpine's musl: no `libc.so.6` or no `malloc_trim`) this is undefined and nothing is done.
 */
export async function cHeapTrim(): Promise<(() => void) | undefined> {
  if (process.platform !== 'linux') return undefined;
  try {
    const { default: koffi } = await import('koffi');
    const mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
    return () => void mallocTrim(0);
  } catch {
    return undefined;
  }
}
