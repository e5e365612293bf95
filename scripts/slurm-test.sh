#!/usr/bin/env bash
# Tests deploy/slurm/nqueens-array.sbatch on a real one-node Slurm cluster
# that this script sets up on this machine and tears down again.
#
#   sudo bash scripts/slurm-test.sh          # as root; Debian 12 (bookworm)
#
# What it does:
#   1. installs slurm-wlm (slurmctld, slurmd, the client commands) and munge
#      with apt-get when they are missing;
#   2. creates /etc/munge/munge.key when it is missing and starts munged
#      unless one already answers (`munge -n | unmunge`);
#   3. writes a one-node slurm.conf into its work directory and points every
#      Slurm command at it with SLURM_CONF (a real /etc/slurm/slurm.conf is
#      never read nor touched), with its own ports, state and spool
#      directories, and no cgroup plugins (it runs in containers, without
#      systemd);
#   4. starts slurmctld and slurmd in the foreground mode (-D) in the
#      background, waits for the node to be idle, and runs a trivial array job;
#   5. scenario A: N = 15 as an array of 8 shards (nqueens from PATH, the
#      default output directory), every task COMPLETED, `nqueens merge` says
#      exactly 2279184 total, 285053 unique;
#   6. scenario B: the same into a fresh directory with shard 3 made slow and
#      cancelled while it runs: merge must fail with status 2 naming shard 3;
#      then shard 3 alone is resubmitted (`sbatch --array=3`) and merge gives
#      the same counts;
#   6b. scenario C: the statistics walk (NQUEENS_COMMAND=stats) of N = 16 in 4
#      shards, into the script's default directory for it: merge prints
#      exactly what `nqueens stats 16` does (the library's table), and its
#      --json the same figures;
#   7. on exit, whatever happened: cancels its jobs, stops the daemons it
#      started (and only those), prints their logs if a step failed.
#
# Environment:
#   NQUEENS                   nqueens binary to test; default: build it with
#                             `cargo build --release -p nqueens-lab-cli --locked`
#   NQUEENS_SLURM_TEST_DIR    work directory, wiped at the start of each run
#                             (default /tmp/nqueens-slurm-test)
#   NQUEENS_SLURM_TEST_PORT   slurmctld's port; slurmd uses the next one
#                             (default 16817, away from Slurm's own 6817/6818)
#   NQUEENS_SLURM_TEST_TIMEOUT  seconds to wait for any one job (default 120)
#
# Exits 0 when everything passed, 1 (with a line naming the failed step)
# otherwise. Runs twice in a row on the same machine: a run that was killed
# leaves pid files that the next run uses to stop what is left.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

BASE=${NQUEENS_SLURM_TEST_DIR:-/tmp/nqueens-slurm-test}
CTLD_PORT=${NQUEENS_SLURM_TEST_PORT:-16817}
SLURMD_PORT=$((CTLD_PORT + 1))
TIMEOUT=${NQUEENS_SLURM_TEST_TIMEOUT:-120}
SBATCH_SCRIPT=$ROOT/deploy/slurm/nqueens-array.sbatch
N=15
SHARDS=8
EXPECT_TOTAL=2279184
EXPECT_UNIQUE=285053
SLOW_TASK=3
STATS_N=16
STATS_SHARDS=4

STARTED=$(date +%s)
STEP="starting"
SHOW_LOGS=0

log() { echo "slurm-test: $*"; }
fail() {
  echo "slurm-test: FAILED ($STEP): $*" >&2
  SHOW_LOGS=1
  exit 1
}
step() {
  STEP=$1
  log "== $1 ($(($(date +%s) - STARTED)) s)"
}

[[ $(id -u) -eq 0 ]] || {
  echo "slurm-test: run this as root (it installs packages and starts daemons)" >&2
  exit 1
}
[[ -n ${BASE} && ${BASE} != / ]] || {
  echo "slurm-test: NQUEENS_SLURM_TEST_DIR must be a directory other than /" >&2
  exit 1
}

# --- processes ---------------------------------------------------------------

# stop_pidfile FILE NAME: stops the process whose pid FILE holds if it is
# still alive and its command name is NAME (a pid from an old run may have
# been reused by something else), then removes FILE.
stop_pidfile() {
  local file=$1 name=$2 pid comm i
  [[ -f $file ]] || return 0
  pid=$(cat "$file" 2>/dev/null || true)
  rm -f "$file"
  [[ $pid =~ ^[0-9]+$ ]] || return 0
  comm=$(cat "/proc/$pid/comm" 2>/dev/null || true)
  [[ -n $comm && $comm == "$name"* ]] || return 0
  kill -TERM "$pid" 2>/dev/null || return 0
  for ((i = 0; i < 100; i++)); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  log "$name (pid $pid) ignored SIGTERM for 10 s: SIGKILL"
  kill -KILL "$pid" 2>/dev/null || true
  sleep 0.2
}

# stop_job_processes: kills what is left of this cluster's jobs (slurmstepd
# and the jobs' own processes, say a run killed while a job ran): the
# processes whose environment names this cluster's SLURM_CONF and that are a
# slurmstepd or carry a SLURM_JOB_ID. Left alone, a job of an old run could
# write into the new run's directories.
stop_job_processes() {
  local conf=$BASE/slurm.conf dir pid env comm victims=()
  for dir in /proc/[0-9]*; do
    pid=${dir#/proc/}
    [[ $pid == "$$" || $pid == "$BASHPID" ]] && continue
    env=$(tr '\0' '\n' 2>/dev/null <"$dir/environ") || continue
    grep -qxF "SLURM_CONF=$conf" <<<"$env" || continue
    comm=$(cat "$dir/comm" 2>/dev/null || true)
    [[ $comm == slurmstepd* ]] || grep -q '^SLURM_JOB_ID=' <<<"$env" || continue
    victims+=("$pid")
  done
  [[ ${#victims[@]} -gt 0 ]] || return 0
  log "killing ${#victims[@]} leftover job process(es): ${victims[*]}"
  kill -KILL "${victims[@]}" 2>/dev/null || true
  sleep 0.2
}

stop_all() {
  stop_job_processes
  # munged last: slurmctld and slurmd use it until they stop.
  stop_pidfile "$BASE/pids/slurmd.pid" slurmd
  stop_pidfile "$BASE/pids/slurmctld.pid" slurmctld
  stop_pidfile "$BASE/pids/munged.pid" munged
}

# shellcheck disable=SC2317  # called from the EXIT trap
print_logs() {
  local f
  for f in "$BASE"/log/slurmctld.log "$BASE"/log/slurmd.log "$BASE"/log/*.stderr \
    "$BASE"/log/jobcomp.txt "$BASE"/munge/munged.log; do
    [[ -s $f ]] || continue
    # A daemon's stderr repeats its log file, unless it died before opening it.
    [[ $f == *.stderr && -s ${f%.stderr}.log ]] && continue
    echo "----- $f (last 60 lines)" >&2
    tail -n 60 "$f" >&2
  done
  for f in "$BASE"/*/nqueens-*.out "$BASE"/smoke/*.out; do
    [[ -s $f ]] || continue
    echo "----- $f" >&2
    tail -n 20 "$f" >&2
  done
}

# daemon_alive NAME: the daemon this run started is still running.
daemon_alive() {
  local pid
  pid=$(cat "$BASE/pids/$1.pid" 2>/dev/null) && kill -0 "$pid" 2>/dev/null
}

# check_daemons: fails if slurmctld or slurmd has died.
check_daemons() {
  daemon_alive slurmctld || fail "slurmctld has exited"
  daemon_alive slurmd || fail "slurmd has exited"
}

DAEMONS_UP=0
# shellcheck disable=SC2317  # the EXIT trap
teardown() {
  local rc=$? i
  trap - EXIT INT TERM
  set +e
  if [[ $rc -ne 0 && $SHOW_LOGS -eq 0 ]]; then
    echo "slurm-test: FAILED ($STEP): exit status $rc" >&2
    SHOW_LOGS=1
  fi
  if [[ $DAEMONS_UP -eq 1 ]] && daemon_alive slurmctld; then
    # Cancel what is left so that no job step outlives the cluster (bounded:
    # a client whose slurmctld has gone keeps retrying for a while).
    timeout 10 scancel --quiet --user=root >/dev/null 2>&1
    for ((i = 0; i < 20; i++)); do
      [[ -z $(timeout 5 squeue -h -o %i 2>/dev/null) ]] && break
      sleep 0.5
    done
  fi
  [[ $SHOW_LOGS -eq 1 ]] && print_logs
  stop_all
  if [[ $rc -eq 0 ]]; then
    log "PASSED: cluster, scenario A, scenario B in $(($(date +%s) - STARTED)) s"
  else
    echo "slurm-test: the work directory $BASE is left for inspection" >&2
  fi
  exit "$rc"
}

# --- 0. leftovers of an earlier run -------------------------------------------

step "cleaning up an earlier run"
stop_all
rm -rf "$BASE"
mkdir -p "$BASE"/{pids,log,state,spool,bin,smoke,a,b,c}
chmod 755 "$BASE"
trap teardown EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- 1. packages ---------------------------------------------------------------

step "installing slurm-wlm and munge"
missing=0
for cmd in slurmctld slurmd slurmstepd sbatch squeue sinfo scancel munged munge unmunge; do
  command -v "$cmd" >/dev/null 2>&1 || PATH=$PATH:/usr/sbin:/sbin command -v "$cmd" >/dev/null 2>&1 || missing=1
done
export PATH=$PATH:/usr/sbin:/sbin
if [[ $missing -eq 1 ]]; then
  command -v apt-get >/dev/null 2>&1 || fail "slurm or munge is missing and there is no apt-get to install them"
  export DEBIAN_FRONTEND=noninteractive
  # The packages' postinst scripts must not start the daemons (with the
  # Debian configuration, not ours): a policy-rc.d that says no, unless the
  # machine has one already.
  policy=0
  if [[ ! -e /usr/sbin/policy-rc.d ]]; then
    printf '#!/bin/sh\n# scripts/slurm-test.sh: no service starts during apt-get install\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod 755 /usr/sbin/policy-rc.d
    policy=1
  fi
  apt_ok=1
  { apt-get update -qq && apt-get install -y -qq --no-install-recommends slurm-wlm munge; } \
    >"$BASE/log/apt.txt" 2>&1 || apt_ok=0
  [[ $policy -eq 0 ]] || rm -f /usr/sbin/policy-rc.d
  if [[ $apt_ok -eq 0 ]]; then
    tail -n 30 "$BASE/log/apt.txt" >&2
    fail "apt-get update && apt-get install slurm-wlm munge failed"
  fi
  hash -r
fi
log "$(dpkg-query -W -f '${Package} ${Version}' slurm-wlm 2>/dev/null || echo slurm), $(munge --version 2>&1 | awk '{print $1}' | head -n 1)"

# --- 2. munge --------------------------------------------------------------------

step "starting munged"
if [[ ! -s /etc/munge/munge.key ]]; then
  mkdir -p /etc/munge
  if ! mungekey --create --keyfile=/etc/munge/munge.key >/dev/null 2>&1; then
    dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
  fi
  log "created /etc/munge/munge.key"
fi
chown munge:munge /etc/munge /etc/munge/munge.key
chmod 0700 /etc/munge
chmod 0400 /etc/munge/munge.key
mkdir -p /run/munge /var/lib/munge /var/log/munge
chown munge:munge /run/munge /var/lib/munge /var/log/munge
chmod 0755 /run/munge

munge_works() { munge -n 2>/dev/null | unmunge >/dev/null 2>&1; }
if munge_works; then
  log "a munged is already running: using it (and leaving it running)"
else
  # --force: start even over a stale socket left by a killed munged.
  rm -f /run/munge/munged.pid
  install -d -o munge -g munge -m 0700 "$BASE/munge"
  runuser -u munge -- munged --force --log-file="$BASE/munge/munged.log" ||
    fail "munged did not start"
  for ((i = 0; i < 50; i++)); do
    [[ -s /run/munge/munged.pid ]] && break
    sleep 0.1
  done
  cp /run/munge/munged.pid "$BASE/pids/munged.pid" 2>/dev/null || fail "munged wrote no pid file"
  for ((i = 0; i < 50; i++)); do
    munge_works && break
    sleep 0.2
  done
fi
munge_works || fail "munge -n | unmunge does not work"
log "munge -n | unmunge works"

# --- 3. slurm.conf --------------------------------------------------------------

step "writing slurm.conf"
HOST=$(hostname -s)
# The node as slurmd itself sees it (sockets, cores, threads), so that slurmd
# does not find the node smaller than its configuration and make it invalid.
hw=$(slurmd -C 2>/dev/null | head -n 1 | tr ' ' '\n' |
  grep -E '^(CPUs|Boards|SocketsPerBoard|CoresPerSocket|ThreadsPerCore)=' | tr '\n' ' ' || true)
cpus=$(nproc)
if [[ $hw != *CPUs=* ]]; then
  hw="CPUs=$cpus"
fi
avail_mib=$(awk '/^MemAvailable:/ {print int($2 / 1024)}' /proc/meminfo)
real_mem=$((avail_mib / 2))
((real_mem >= 100)) || real_mem=100

export SLURM_CONF=$BASE/slurm.conf
cat >"$SLURM_CONF" <<EOF
# Written by scripts/slurm-test.sh: a one-node test cluster on this machine.
ClusterName=nqueens-test
SlurmctldHost=$HOST(127.0.0.1)
SlurmctldPort=$CTLD_PORT
SlurmdPort=$SLURMD_PORT
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
MpiDefault=none
MailProg=/bin/true
SwitchType=switch/none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/filetxt
JobCompLoc=$BASE/log/jobcomp.txt
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
ReturnToService=2
# Keep finished jobs visible to squeue for the whole test (no accounting).
MinJobAge=3600
KillWait=5
InactiveLimit=0
SlurmctldTimeout=60
SlurmdTimeout=120
StateSaveLocation=$BASE/state
SlurmdSpoolDir=$BASE/spool
SlurmctldPidFile=$BASE/log/slurmctld.pid
SlurmdPidFile=$BASE/log/slurmd.pid
SlurmctldLogFile=$BASE/log/slurmctld.log
SlurmdLogFile=$BASE/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
NodeName=$HOST NodeAddr=127.0.0.1 ${hw}RealMemory=$real_mem State=UNKNOWN
PartitionName=debug Nodes=$HOST Default=YES MaxTime=INFINITE State=UP
EOF
log "SLURM_CONF=$SLURM_CONF; node: $HOST ${hw}RealMemory=$real_mem"

# --- 4. the daemons --------------------------------------------------------------

step "starting slurmctld and slurmd"
# -D: stay in the foreground, so that $! is the daemon; -i: ignore old state.
slurmctld -D -i -f "$SLURM_CONF" >"$BASE/log/slurmctld.stderr" 2>&1 &
echo $! >"$BASE/pids/slurmctld.pid"
DAEMONS_UP=1
for ((i = 0; i < 100; i++)); do
  scontrol ping >/dev/null 2>&1 && break
  daemon_alive slurmctld || fail "slurmctld has exited"
  sleep 0.2
done
scontrol ping >/dev/null 2>&1 || fail "slurmctld does not answer scontrol ping"
slurmd -D -N "$HOST" -f "$SLURM_CONF" >"$BASE/log/slurmd.stderr" 2>&1 &
echo $! >"$BASE/pids/slurmd.pid"

deadline=$(($(date +%s) + 60))
state=""
while :; do
  state=$(sinfo -h -N -n "$HOST" -o %t 2>/dev/null | head -n 1 || true)
  [[ $state == idle ]] && break
  check_daemons
  if [[ $state == inval* || $state == drain* ]] || (($(date +%s) > deadline)); then
    scontrol show node "$HOST" >&2 || true
    fail "the node is '$state', not idle"
  fi
  sleep 0.5
done
log "node $HOST is idle"

# --- helpers for jobs ------------------------------------------------------------

# task_states JOB: "ID STATE" for every task of array JOB, pending ones
# included (squeue -r), finished ones too (MinJobAge keeps them).
task_states() {
  squeue -h -r -t all -j "$1" -o '%i %T' 2>/dev/null | sort -t_ -k2n
}

# wait_array JOB COUNT: waits until the array JOB has COUNT tasks, all finished.
wait_array() {
  local job=$1 count=$2 deadline states n_all n_done
  deadline=$(($(date +%s) + TIMEOUT))
  while :; do
    states=$(task_states "$job")
    n_all=$(grep -c . <<<"$states" || true)
    n_done=$(grep -cE ' (COMPLETED|FAILED|CANCELLED|TIMEOUT|NODE_FAIL|PREEMPTED|OUT_OF_MEMORY|BOOT_FAIL|DEADLINE)$' <<<"$states" || true)
    ((n_all == count && n_done == count)) && break
    check_daemons
    if (($(date +%s) > deadline)); then
      echo "$states" >&2
      fail "job $job did not finish within $TIMEOUT s"
    fi
    sleep 1
  done
}

# expect_states JOB EXPECTED: the tasks' states must be EXPECTED ("ID STATE" lines).
expect_states() {
  local got
  got=$(task_states "$1")
  if [[ $got != "$2" ]]; then
    echo "expected:" >&2
    echo "$2" >&2
    echo "got:" >&2
    echo "$got" >&2
    fail "job $1 ended with unexpected task states"
  fi
}

all_completed() { # JOB FIRST LAST
  local i
  for ((i = $2; i <= $3; i++)); do
    echo "$1_$i COMPLETED"
  done
}

# check_merge DIR: nqueens merge of DIR/shard-*.json gives the exact counts.
check_merge() {
  local dir=$1 files out json
  files=("$dir"/shard-*.json)
  [[ ${#files[@]} -eq $SHARDS && -f ${files[0]} ]] ||
    fail "expected $SHARDS shard files in $dir, found: $(find "$dir" -maxdepth 1 -name 'shard-*' -printf '%f ' 2>&1)"
  out=$("$NQ" merge "${files[@]}" 2>&1) || fail "nqueens merge failed: $out"
  [[ $out == "$EXPECT_TOTAL total, $EXPECT_UNIQUE unique" ]] ||
    fail "nqueens merge printed '$out', expected '$EXPECT_TOTAL total, $EXPECT_UNIQUE unique'"
  json=$("$NQ" merge --json "${files[@]}" 2>&1) || fail "nqueens merge --json failed: $json"
  python3 - "$json" "$N" "$SHARDS" "$EXPECT_TOTAL" "$EXPECT_UNIQUE" <<'PY' || fail "nqueens merge --json printed '$json'"
import json, sys
got = json.loads(sys.argv[1])
want = {"n": int(sys.argv[2]), "shards": int(sys.argv[3]),
        "total": int(sys.argv[4]), "unique": int(sys.argv[5])}
bad = {k: got.get(k) for k in want if got.get(k) != want[k]}
if bad:
    print(f"slurm-test: merge --json: {bad} != {want}", file=sys.stderr)
    sys.exit(1)
PY
  log "merge: $out; --json: $json"
}

# --- 5. a trivial array job --------------------------------------------------------

step "smoke test: a trivial job array"
# shellcheck disable=SC2016  # $SLURM_ARRAY_TASK_ID is for the job's shell
job=$(cd "$BASE/smoke" && sbatch --parsable --array=0-1 --output="$BASE/smoke/smoke-%A_%a.out" \
  --wrap='echo "task $SLURM_ARRAY_TASK_ID on $(hostname)"') || fail "sbatch refused a trivial job"
wait_array "$job" 2
expect_states "$job" "$(all_completed "$job" 0 1)"
grep -q "task 1 on" "$BASE/smoke/smoke-${job}_1.out" || fail "the trivial job wrote no output"
log "job $job: both tasks COMPLETED"

# --- 6. nqueens --------------------------------------------------------------------

step "building nqueens"
if [[ -n ${NQUEENS:-} ]]; then
  NQ=$(command -v "$NQUEENS") || fail "NQUEENS=$NQUEENS is not an executable"
else
  command -v cargo >/dev/null 2>&1 || fail "cargo is not installed (or set NQUEENS to a built nqueens)"
  cargo build --release -p nqueens-lab-cli --locked || fail "cargo build --release -p nqueens-lab-cli failed"
  NQ=${CARGO_TARGET_DIR:-$ROOT/target}/release/nqueens
fi
NQ=$(realpath "$NQ")
"$NQ" merge --help >/dev/null 2>&1 || fail "$NQ has no 'merge' subcommand"
"$NQ" count --help 2>&1 | grep -q -- --shard || fail "$NQ count has no --shard option"
log "nqueens: $NQ"
unset NQUEENS
# For scenario A, `nqueens` on PATH (the script's default for NQUEENS).
ln -s "$NQ" "$BASE/bin/nqueens"

step "scenario A: N = $N in $SHARDS shards"
job=$(cd "$BASE/a" && PATH=$BASE/bin:$PATH sbatch --parsable --array=0-$((SHARDS - 1)) \
  --export=ALL,NQUEENS_N=$N,NQUEENS_SHARDS=$SHARDS "$SBATCH_SCRIPT") || fail "sbatch failed"
log "submitted job array $job"
wait_array "$job" "$SHARDS"
expect_states "$job" "$(all_completed "$job" 0 $((SHARDS - 1)))"
log "job $job: all $SHARDS tasks COMPLETED"
check_merge "$BASE/a/nqueens-N$N"

step "scenario B: shard $SLOW_TASK cancelled, then resubmitted alone"
out_b=$BASE/b/out
cat >"$BASE/bin/slow-nqueens" <<EOF
#!/bin/sh
# scenario B: task $SLOW_TASK waits long enough to be cancelled while it runs.
if [ "\${SLURM_ARRAY_TASK_ID:-}" = "$SLOW_TASK" ]; then
  : >"$BASE/b/slow-task-started"
  sleep 60
fi
exec "$NQ" "\$@"
EOF
chmod 755 "$BASE/bin/slow-nqueens"
job=$(cd "$BASE/b" && sbatch --parsable --array=0-$((SHARDS - 1)) \
  --export="ALL,NQUEENS_N=$N,NQUEENS_SHARDS=$SHARDS,NQUEENS_OUT=$out_b,NQUEENS=$BASE/bin/slow-nqueens" \
  "$SBATCH_SCRIPT") || fail "sbatch failed"
log "submitted job array $job with a slow shard $SLOW_TASK"
deadline=$(($(date +%s) + TIMEOUT))
# squeue says RUNNING a moment before slurmd has started the script: wait for
# both, so that the cancel hits a task that really runs.
until [[ $(squeue -h -j "${job}_$SLOW_TASK" -o %T 2>/dev/null) == RUNNING && -e $BASE/b/slow-task-started ]]; do
  (($(date +%s) <= deadline)) || fail "task ${job}_$SLOW_TASK never ran"
  check_daemons
  sleep 0.5
done
scancel "${job}_$SLOW_TASK" || fail "scancel ${job}_$SLOW_TASK failed"
log "cancelled ${job}_$SLOW_TASK while it was running"
wait_array "$job" "$SHARDS"
expect_states "$job" "$(all_completed "$job" 0 $((SHARDS - 1)) |
  sed "s/^${job}_$SLOW_TASK COMPLETED\$/${job}_$SLOW_TASK CANCELLED/")"
[[ ! -e $out_b/shard-$SLOW_TASK.json ]] || fail "the cancelled shard $SLOW_TASK left $out_b/shard-$SLOW_TASK.json"
set +e
"$NQ" merge "$out_b"/shard-*.json >"$BASE/b/merge.out" 2>"$BASE/b/merge.err"
rc=$?
set -e
[[ $rc -eq 2 ]] || fail "merge without shard $SLOW_TASK exited $rc, expected 2 (stdout: $(cat "$BASE/b/merge.out"))"
[[ ! -s $BASE/b/merge.out ]] || fail "merge without shard $SLOW_TASK printed on stdout: $(cat "$BASE/b/merge.out")"
[[ $(wc -l <"$BASE/b/merge.err") -eq 1 ]] || fail "merge printed not one error line but: $(cat "$BASE/b/merge.err")"
grep -qw "$SLOW_TASK" "$BASE/b/merge.err" || fail "merge's error does not name shard $SLOW_TASK: $(cat "$BASE/b/merge.err")"
log "merge without shard $SLOW_TASK: exit 2, $(cat "$BASE/b/merge.err")"

job=$(cd "$BASE/b" && sbatch --parsable --array=$SLOW_TASK \
  --export="ALL,NQUEENS_N=$N,NQUEENS_SHARDS=$SHARDS,NQUEENS_OUT=$out_b,NQUEENS=$NQ" \
  "$SBATCH_SCRIPT") || fail "sbatch --array=$SLOW_TASK failed"
log "resubmitted shard $SLOW_TASK as job $job"
wait_array "$job" 1
expect_states "$job" "${job}_$SLOW_TASK COMPLETED"
check_merge "$out_b"

step "scenario C: the statistics walk of N = $STATS_N in $STATS_SHARDS shards"
job=$(cd "$BASE/c" && PATH=$BASE/bin:$PATH sbatch --parsable --array=0-$((STATS_SHARDS - 1)) \
  --export=ALL,NQUEENS_COMMAND=stats,NQUEENS_N=$STATS_N,NQUEENS_SHARDS=$STATS_SHARDS \
  "$SBATCH_SCRIPT") || fail "sbatch failed"
log "submitted job array $job"
wait_array "$job" "$STATS_SHARDS"
expect_states "$job" "$(all_completed "$job" 0 $((STATS_SHARDS - 1)))"
files=("$BASE/c/nqueens-stats-N$STATS_N"/shard-*.json)
[[ ${#files[@]} -eq $STATS_SHARDS && -f ${files[0]} ]] ||
  fail "expected $STATS_SHARDS shard files in $BASE/c/nqueens-stats-N$STATS_N"
merged=$("$NQ" merge "${files[@]}" 2>&1) || fail "nqueens merge of the stats shards failed: $merged"
table=$("$NQ" stats "$STATS_N")
[[ $merged == "$table" ]] || fail "nqueens merge printed '$merged', expected what 'nqueens stats $STATS_N' prints: '$table'"
json=$("$NQ" merge --json "${files[@]}" 2>&1) || fail "nqueens merge --json of the stats shards failed: $json"
python3 - "$json" "$("$NQ" stats "$STATS_N" --json)" "$STATS_SHARDS" <<'PY' || fail "nqueens merge --json printed '$json'"
import json, sys
got, want, shards = json.loads(sys.argv[1]), json.loads(sys.argv[2]), int(sys.argv[3])
figures = ["n", "solutions", "nodes", "expanded", "squares_tried", "dead_ends",
           "nodes_by_depth", "dead_ends_by_depth"]
bad = {k: got.get(k) for k in figures if got.get(k) != want[k]}
if bad or got.get("shards") != shards or got.get("source") != "shards":
    print(f"slurm-test: stats merge --json: {got} against {want}", file=sys.stderr)
    sys.exit(1)
PY
log "stats merge of $STATS_SHARDS shards: the figures of 'nqueens stats $STATS_N' ($(grep nodes <<<"$merged" | head -1 | xargs))"

STEP="done"
exit 0
