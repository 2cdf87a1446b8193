"""How a grading child process is contained before the submitted code exists.

:func:`contain` does step 1 of :mod:`attnviz.grading._child`'s plan: a session of its own,
death with the server, no inherited files, ``/dev/null`` for its streams, its own folder,
limits on memory, processor time and file size, and on Linux a seccomp filter, Landlock where
the kernel has it, and root's capabilities given up. It returns what is in force, in words.
"""

from __future__ import annotations

import ctypes
import math
import os
import resource
import signal
import sys
from typing import Any

import torch

_DEVNULL = os.devnull


def _libc() -> Any:
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.syscall.restype = ctypes.c_long
        return libc
    except OSError:  # pragma: no cover - not a Unix
        return None


def _landlock(folder: str, libc: Any) -> str | None:
    """Refuse writes outside ``folder``, TCP and signals to other processes (Linux's Landlock,
    as far as the kernel's version of it goes); what it refused, or ``None`` without it."""
    if libc is None or not sys.platform.startswith("linux"):
        return None
    create, add_rule, restrict = 444, 445, 446  # the same numbers on every architecture
    abi = libc.syscall(create, None, ctypes.c_size_t(0), ctypes.c_uint32(1))
    if abi < 1:
        return None
    writes = 0
    for bit in (1, 4, 5, 6, 7, 8, 9, 10, 11, 12):  # write, remove and make files of any kind
        writes |= 1 << bit
    if abi >= 2:
        writes |= 1 << 13  # link or rename into another folder
    if abi >= 3:
        writes |= 1 << 14  # truncate
    fields = [writes]
    if abi >= 4:
        fields.append(0b11)  # bind and connect TCP
    if abi >= 6:
        fields.append(0b11)  # signals and abstract sockets: only within this process's domain
    attributes = ctypes.create_string_buffer(b"".join(f.to_bytes(8, "little") for f in fields),
                                             8 * len(fields))
    ruleset = libc.syscall(create, attributes, ctypes.c_size_t(8 * len(fields)),
                           ctypes.c_uint32(0))
    if ruleset < 0:
        return None
    try:
        directory = os.open(folder, os.O_PATH | os.O_DIRECTORY)
        rule = ctypes.create_string_buffer(writes.to_bytes(8, "little")
                                           + directory.to_bytes(4, "little", signed=True), 12)
        added = libc.syscall(add_rule, ctypes.c_int(ruleset), ctypes.c_int(1), rule,
                             ctypes.c_uint32(0))
        os.close(directory)
        if added != 0 or libc.prctl(38, 1, 0, 0, 0) != 0:  # PR_SET_NO_NEW_PRIVS
            return None
        if libc.syscall(restrict, ctypes.c_int(ruleset), ctypes.c_uint32(0)) != 0:
            return None
    finally:
        os.close(ruleset)
    refused = ["writes outside its folder"]
    if abi >= 4:
        refused.append("TCP connections")
    if abi >= 6:
        refused.append("signals to other processes")
    return f"Landlock {abi}: " + ", ".join(refused)


#: System call numbers the filter needs, by audit architecture (x86-64, AArch64).
_SYSCALLS = {
    0xC000003E: {"clone": 56, "clone3": 435, "fork": 57, "vfork": 58, "execve": 59,
                 "execveat": 322, "setsid": 112, "setpgid": 109, "kill": 62, "tkill": 200,
                 "tgkill": 234, "rt_sigqueueinfo": 129, "rt_tgsigqueueinfo": 297,
                 "pidfd_send_signal": 424, "ptrace": 101, "process_vm_readv": 310,
                 "process_vm_writev": 311, "socket": 41, "socketpair": 53,
                 "io_uring_setup": 425, "unshare": 272, "setns": 308, "mount": 165,
                 "shmget": 29, "shmat": 30, "shmctl": 31, "semget": 64, "semop": 65,
                 "semctl": 66, "semtimedop": 220, "msgget": 68, "msgsnd": 69, "msgrcv": 70,
                 "msgctl": 71, "mq_open": 240, "add_key": 248, "request_key": 249,
                 "keyctl": 250},
    0xC00000B7: {"clone": 220, "clone3": 435, "execve": 221, "execveat": 281, "setsid": 157,
                 "setpgid": 154, "kill": 129, "tkill": 130, "tgkill": 131,
                 "rt_sigqueueinfo": 138, "rt_tgsigqueueinfo": 240, "pidfd_send_signal": 424,
                 "ptrace": 117, "process_vm_readv": 270, "process_vm_writev": 271,
                 "socket": 198, "socketpair": 199, "io_uring_setup": 425, "unshare": 97,
                 "setns": 268, "mount": 40, "shmget": 194, "shmat": 196, "shmctl": 195,
                 "semget": 190, "semop": 193, "semctl": 191, "semtimedop": 192, "msgget": 186,
                 "msgsnd": 189, "msgrcv": 188, "msgctl": 187, "mq_open": 180, "add_key": 217,
                 "request_key": 218, "keyctl": 219},
}


#: What lets two processes of the same user share data outside any file: System V shared
#: memory, semaphores and message queues, POSIX message queues and the kernel's key rings (they
#: outlive the process, and would let one learner's function hand answers to another's).
_SHARED = ("shmget", "shmat", "shmctl", "semget", "semop", "semctl", "semtimedop", "msgget",
           "msgsnd", "msgrcv", "msgctl", "mq_open", "add_key", "request_key", "keyctl")


def _machine_arch() -> int | None:
    import platform

    return {"x86_64": 0xC000003E, "aarch64": 0xC00000B7, "arm64": 0xC00000B7}.get(
        platform.machine().lower())


def _seccomp(libc: Any) -> str | None:
    """A seccomp filter, kept by every process this one could start and impossible to lift:
    no new process or thread, no program run, no leaving this process group, no signal but to
    this process or its group, no tracing another process, no new socket (the network, and the
    grader's own sockets), no new namespace or mount, nothing shared with other processes
    outside the files (:data:`_SHARED`). What it refuses, or ``None``."""
    arch = _machine_arch()
    if libc is None or arch is None or not sys.platform.startswith("linux"):
        return None
    numbers = _SYSCALLS[arch]
    me = os.getpid()
    eperm, enosys = 0x00050000 | 1, 0x00050000 | 38  # SECCOMP_RET_ERRNO | errno
    allow = 0x7FFF0000
    program: list[tuple[int, int, int, int]] = []

    def load(offset: int) -> None:
        program.append((0x20, 0, 0, offset))  # BPF_LD | BPF_W | BPF_ABS

    def ret(value: int) -> None:
        program.append((0x06, 0, 0, value))  # BPF_RET | BPF_K

    def skip_if_equal(value: int, skip: int) -> None:
        program.append((0x15, skip, 0, value & 0xFFFFFFFF))  # BPF_JMP | BPF_JEQ | BPF_K

    load(4)  # the architecture
    program.append((0x15, 1, 0, arch))
    ret(eperm)
    load(0)  # the call's number
    if arch == 0xC000003E:
        program.append((0x35, 0, 1, 0x40000000))  # x32 numbers: refused
        ret(eperm)
    for name in ("clone3",):
        program.append((0x15, 0, 1, numbers[name]))
        ret(enosys)  # so that the C library falls back on clone, refused below
    for name in ("clone", "fork", "vfork", "execve", "execveat", "setsid", "setpgid", "ptrace",
                 "process_vm_readv", "process_vm_writev", "rt_sigqueueinfo",
                 "rt_tgsigqueueinfo", "pidfd_send_signal", "tkill", "socket", "socketpair",
                 "io_uring_setup", "unshare", "setns", "mount", *_SHARED):
        if name in numbers:
            program.append((0x15, 0, 1, numbers[name]))
            ret(eperm)
    # kill(pid, sig): only this process (pid), its group (0 or -pid); tgkill: only this process
    program.append((0x15, 0, 6, numbers["kill"]))
    load(16)  # the first argument's low word
    skip_if_equal(me, 2)
    skip_if_equal(0, 1)
    program.append((0x15, 0, 1, (-me) & 0xFFFFFFFF))
    ret(allow)
    ret(eperm)
    load(0)
    program.append((0x15, 0, 3, numbers["tgkill"]))
    load(16)
    program.append((0x15, 1, 0, me))
    ret(eperm)
    ret(allow)

    class Filter(ctypes.Structure):
        _fields_ = [("code", ctypes.c_ushort), ("jt", ctypes.c_ubyte), ("jf", ctypes.c_ubyte),
                    ("k", ctypes.c_uint32)]

    class Program(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(Filter))]

    filters = (Filter * len(program))(*[Filter(*item) for item in program])
    prog = Program(len(program), filters)
    if libc.prctl(38, 1, 0, 0, 0) != 0:  # PR_SET_NO_NEW_PRIVS
        return None
    if libc.prctl(22, 2, ctypes.byref(prog), 0, 0) != 0:  # PR_SET_SECCOMP, a filter
        return None
    return ("seccomp: no new processes, threads or programs, no leaving its process group, "
            "no signals to or tracing of other processes, no sockets, no shared memory, "
            "semaphores, message queues or key rings")


def _drop_capabilities(libc: Any) -> bool:
    """Give up every capability root has (to raise limits, write others' files, trace, ...),
    for good: the bounding set too, so that no program could give them back."""
    if libc is None or os.geteuid() != 0:
        return False
    for capability in range(64):
        libc.prctl(24, capability, 0, 0, 0)  # PR_CAPBSET_DROP (past the last one: EINVAL)

    class Header(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]

    class Data(ctypes.Structure):
        _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32),
                    ("inheritable", ctypes.c_uint32)]

    header, data = Header(0x20080522, 0), (Data * 2)()  # _LINUX_CAPABILITY_VERSION_3
    try:
        return bool(libc.capset(ctypes.byref(header), data) == 0)
    except AttributeError:  # pragma: no cover - a C library without capset
        return False


def _set_limit(which: int, value: int, ceiling: int | None = None) -> None:
    """Limit ``which`` to ``value``, and its hard limit to ``ceiling`` (default ``value``)
    where the hard limit allows."""
    try:
        hard = resource.getrlimit(which)[1]
        if hard != resource.RLIM_INFINITY:
            value = min(value, hard)
        ceiling = value if ceiling is None else max(value, ceiling)
        resource.setrlimit(which, (value, ceiling if hard == resource.RLIM_INFINITY
                                   else min(ceiling, hard)))
    except (ValueError, OSError):
        pass


def _virtual_memory() -> int:
    """The process's address space now, in bytes (Linux; 0 elsewhere)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmSize:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def _close_files_but(keep: int) -> None:
    """Close every file descriptor but 0, 1, 2 and ``keep`` (the channel to the grader)."""
    try:
        open_fds = [int(name) for name in os.listdir("/proc/self/fd")]
    except OSError:
        open_fds = list(range(3, 1024))
    for fd in open_fds:
        if fd > 2 and fd != keep:
            try:
                os.close(fd)
            except OSError:
                pass


def contain(settings: dict[str, Any]) -> list[str]:
    """Contain this process as the module's doc says (``settings``: ``keep``, the channel to the
    grader's file descriptor; ``folder``; ``memory`` in bytes; ``seconds``); what is in force,
    in words."""
    applied = []
    os.setsid()  # a session and process group of its own, which the grader kills whole
    libc = _libc()
    if libc is not None and sys.platform.startswith("linux"):
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG: die with the server
    for stream in {id(s): s for s in (sys.stdin, sys.__stdin__, sys.stdout, sys.stderr)
                   if s is not None}.values():
        try:
            if stream.fileno() > 2:
                stream.close()
        except (OSError, ValueError):
            pass
    _close_files_but(settings["keep"])  # the server's pipes and sockets: not the submission's
    null = os.open(_DEVNULL, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)  # nothing printed reaches the grader's terminal
    os.close(null)
    sys.stdin = open(_DEVNULL)  # noqa: SIM115 - for the process's life
    sys.stdout = sys.stderr = open(_DEVNULL, "w")  # noqa: SIM115 - for the process's life
    torch.set_num_threads(1)
    folder = settings["folder"]
    os.chdir(folder)
    os.environ.update(HOME=folder, TMPDIR=folder, TMP=folder, TEMP=folder)
    os.umask(0o077)
    memory = int(settings["memory"])
    _set_limit(resource.RLIMIT_AS, _virtual_memory() + memory)
    applied.append(f"{memory // 2**20} MiB of memory")
    cpu = math.ceil(settings["seconds"]) + 1
    # SIGXCPU at the limit, which the grader reads as the check's time used up; SIGKILL a
    # second later for a process that ignores it (with both limits equal, Linux sends SIGKILL)
    _set_limit(resource.RLIMIT_CPU, cpu, cpu + 1)
    applied.append(f"{cpu} s of processor time")
    _set_limit(resource.RLIMIT_FSIZE, 64 * 2**20)
    _set_limit(resource.RLIMIT_CORE, 0)
    _set_limit(resource.RLIMIT_NPROC, 0)  # no new process (but for root, which is exempt)
    landlock = _landlock(folder, libc)
    if landlock is not None:
        applied.append(landlock)
    seccomp = _seccomp(libc)
    if seccomp is not None:
        applied.append(seccomp)
    elif os.geteuid() != 0:
        applied.append("no new processes or threads (RLIMIT_NPROC)")
    if _drop_capabilities(libc):
        applied.append("root's capabilities dropped")
    return applied
