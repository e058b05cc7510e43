#!/bin/bash
# The SLURM recipe of docs/scaling.md, for real, on a throw-away single-node SLURM on this machine:
# starts munged, slurmctld and slurmd on localhost (Debian packages slurm-wlm and munge, installed by
# `make deps`) with a key, a slurm.conf and state directories in a fresh temporary directory; submits
# shards.sbatch as a 4-task array running `fencesim sweep SCENARIO --shard K/4`, and merge.sbatch as a job
# depending on it (afterok); waits (bounded) and checks that the merged results.json and results.csv are
# byte-identical to those of the same sweep run in one process. With SLURM_TEST_SENSITIVITY set to
# "SCENARIO FLAGS..." it then does the same for `fencesim sensitivity SCENARIO FLAGS... --shard K/4`; with
# SLURM_TEST_CALIBRATION set to "OBSERVATION... FLAGS..." for `fencesim calibrate`, wave by wave (an array and
# a merge per wave, until the merge writes results.json); with SLURM_TEST_OPTIMIZATION set to "SCENARIO FLAGS..."
# for `fencesim optimize`, batch by batch the same way. Stops every daemon it started and removes
# its directory whatever happens. Skips (exit 0, saying why) only when not root: the daemons need it.
#
#   single-node-test.sh FENCESIM SCENARIO [SWEEP ARGS...]     (make slurm-test)
# Environment: SLURM_TEST_TIMEOUT_SECONDS bounds the wait for each array and its merge (default 300);
# SLURM_TEST_SENSITIVITY adds the sharded sensitivity study, SLURM_TEST_CALIBRATION the sharded calibration,
# SLURM_TEST_OPTIMIZATION the sharded optimisation.
set -euo pipefail

if (($# < 2)); then
  echo "usage: $0 FENCESIM SCENARIO [SWEEP ARGS...]" >&2
  exit 2
fi
fencesim=$(realpath "$1") scenario=$(realpath "$2")
shift 2
sweep_args=("$@")
here=$(cd "$(dirname "$0")" && pwd)
shards=4
timeout_seconds=${SLURM_TEST_TIMEOUT_SECONDS:-300}
started=$SECONDS

say() { echo "slurm-test: $*"; }
fail() {
  echo "slurm-test: FAILED: $*" >&2
  exit 1
}

if [[ $(id -u) != 0 ]]; then
  say "SKIPPED: not root, so munged, slurmctld and slurmd cannot be started here (run as root, as CI does)"
  exit 0
fi
for command in munged mungekey munge unmunge slurmctld slurmd sbatch squeue scontrol scancel sinfo; do
  command -v "$command" >/dev/null || fail "'$command' not found: run make deps (Debian packages slurm-wlm and munge)"
done
[[ -x $fencesim ]] || fail "no fencesim executable at $1: run make build"

tmp=$(mktemp -d /tmp/fencesim-slurm.XXXXXX)
pids=()
cleanup() {
  local status=$?
  if [[ -n ${SLURM_CONF:-} && -n ${jobs_submitted:-} ]]; then
    scancel "${jobs_submitted}" 2>/dev/null || true
    for _ in $(seq 1 20); do
      [[ -z $(squeue -h -j "${jobs_submitted}" 2>/dev/null) ]] && break
      sleep 0.5
    done
  fi
  # Stop the daemons newest first (slurmd, slurmctld, munged), by the process ids recorded at start.
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
    kill "${pids[i]}" 2>/dev/null || true
    for _ in $(seq 1 50); do
      kill -0 "${pids[i]}" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "${pids[i]}" 2>/dev/null || true
    wait "${pids[i]}" 2>/dev/null || true
  done
  rm -rf "$tmp"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Prints the logs and job outputs, for a failure.
dump() {
  local file
  for file in "$tmp"/logs/*; do
    [[ -f $file ]] || continue
    echo "----- ${file#"$tmp"/} (last 40 lines)" >&2
    tail -n 40 "$file" >&2
  done
}

# A TCP port nothing listens on, from a range above the usual SLURM ones (6817, 6818).
free_port() {
  local port
  for port in $(seq "$1" $(($1 + 200))); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return
    fi
  done
  fail "no free TCP port from $1"
}

mkdir -p "$tmp"/{munge,state,spool,logs,run,parts,work}
# munged wants its key private and its socket's directories searchable by every user.
chmod 755 "$tmp" "$tmp/run"
chmod 700 "$tmp/munge"

# munge: a fresh key and a private socket.
socket=$tmp/run/munge.socket
mungekey --create --keyfile="$tmp/munge/munge.key"
munged --foreground --socket="$socket" --key-file="$tmp/munge/munge.key" \
  --pid-file="$tmp/munge/munged.pid" --seed-file="$tmp/munge/munged.seed" \
  >"$tmp/logs/munged.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 50); do
  [[ -S $socket ]] && break
  sleep 0.1
done
munge -n -S "$socket" | unmunge -S "$socket" >/dev/null || { dump; fail "munged does not answer on $socket"; }

# slurm.conf: this host as controller and only node, with the CPUs and memory slurmd detects.
host=$(hostname -s)
node=$(slurmd -C | head -n 1)
[[ $node == "NodeName=$host "* ]] || fail "slurmd -C describes '$node', not this host '$host'"
ctld_port=$(free_port 16817)
slurmd_port=$(free_port $((ctld_port + 1)))
export SLURM_CONF=$tmp/slurm.conf
cat >"$SLURM_CONF" <<CONF
ClusterName=fencesim-test
SlurmctldHost=${host}(127.0.0.1)
SlurmctldPort=${ctld_port}
SlurmdPort=${slurmd_port}
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=${socket}
StateSaveLocation=${tmp}/state
SlurmdSpoolDir=${tmp}/spool
SlurmctldPidFile=${tmp}/run/slurmctld.pid
SlurmdPidFile=${tmp}/run/slurmd.pid
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
ReturnToService=2
${node} NodeAddr=127.0.0.1 State=UNKNOWN
PartitionName=test Nodes=${host} Default=YES MaxTime=INFINITE State=UP
CONF

# In the foreground (-D) with no log file configured, the daemons log to standard error.
slurmctld -D -c -f "$SLURM_CONF" >"$tmp/logs/slurmctld.log" 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" >"$tmp/logs/slurmd.log" 2>&1 &
pids+=($!)
state=
for _ in $(seq 1 120); do
  state=$(sinfo -h -n "$host" -o %T 2>/dev/null || true)
  [[ $state == idle ]] && break
  sleep 0.5
done
[[ $state == idle ]] || { dump; fail "the node did not become idle within 60 s (state: '${state}')"; }
say "single-node SLURM up on $host (slurmctld port $ctld_port, slurmd port $slurmd_port) after $((SECONDS - started)) s"

# Submits the docs' recipe for one sharded command: the array of shards writing into PARTS, then the merge
# into OUT once every shard has succeeded; waits and checks every task and the merge completed.
#   run_jobs LABEL PARTS OUT COMMAND ARGS...
run_jobs() {
  local label=$1 parts=$2 out=$3
  shift 3
  local submitted=$SECONDS
  array=$(sbatch --parsable --array=1-"$shards" --chdir="$tmp/work" --output="$tmp/logs/$label-shard-%A_%a.out" \
    "$here/shards.sbatch" "$shards" "$@" --quiet --out "$parts")
  jobs_submitted=$array
  merge=$(sbatch --parsable --dependency=afterok:"$array" --kill-on-invalid-dep=yes --chdir="$tmp/work" \
    --output="$tmp/logs/$label-merge-%j.out" "$here/merge.sbatch" "$parts" "$shards" "$out")
  jobs_submitted=$array,$merge
  say "$label: submitted array job $array (shards 1-$shards) and merge job $merge (afterok:$array)"

  while [[ -n $(squeue -h -j "$array,$merge" -o %i) ]]; do
    if ((SECONDS - submitted > timeout_seconds)); then
      squeue -j "$array,$merge" >&2 || true
      dump
      fail "$label: the jobs did not finish within $timeout_seconds s"
    fi
    sleep 1
  done

  # Every array task and the merge must have completed with exit code 0 (no accounting: ask slurmctld,
  # which keeps finished jobs for MinJobAge, 300 s by default).
  local states merge_state
  states=$(scontrol -o show job "$array" | grep -o 'JobState=[A-Z_]* .*ExitCode=[0-9:]*' |
    sed 's/JobState=\([A-Z_]*\) .*ExitCode=\([0-9:]*\)/\1 \2/' | sort | uniq -c)
  merge_state=$(scontrol -o show job "$merge" | grep -o 'JobState=[A-Z_]*')
  if [[ $(echo "$states" | awk '{print $1, $2, $3}') != "$shards COMPLETED 0:0" || $merge_state != JobState=COMPLETED ]]; then
    scontrol show job "$array" >&2 || true
    scontrol show job "$merge" >&2 || true
    dump
    fail "$label: array tasks: $(echo $states); merge: $merge_state"
  fi
  say "$label: $shards array tasks and the dependent merge ran in $((SECONDS - submitted)) s"
}

# Runs one sharded command (run_jobs) and checks that each of FILES is byte-identical to the one-process
# run in $tmp/whole-LABEL.
#   run_array LABEL "FILES" COMMAND ARGS...
run_array() {
  local label=$1 files=$2 file
  shift 2
  run_jobs "$label" "$tmp/parts-$label" "$tmp/merged-$label/results.json" "$@"
  for file in $files; do
    cmp "$tmp/whole-$label/$file" "$tmp/merged-$label/$file" ||
      { dump; fail "$label: merged $file differs from the one-process run"; }
  done
  say "$label: merged $files byte-identical to one process"
}

export FENCESIM=$fencesim
# The sweep: the reference in one process, then the array.
"$fencesim" sweep "$scenario" "${sweep_args[@]}" --quiet --out "$tmp/whole-sweep" >"$tmp/whole-sweep.out" ||
  fail "the one-process sweep failed"
run_array sweep "results.json results.csv" sweep "$scenario" "${sweep_args[@]}"

# The sensitivity study (SLURM_TEST_SENSITIVITY: a scenario and sensitivity flags), the same way.
if [[ -n ${SLURM_TEST_SENSITIVITY:-} ]]; then
  read -r -a sensitivity_args <<<"$SLURM_TEST_SENSITIVITY"
  sensitivity_args[0]=$(realpath "${sensitivity_args[0]}")
  "$fencesim" sensitivity "${sensitivity_args[@]}" --quiet --out "$tmp/whole-sensitivity" \
    >"$tmp/whole-sensitivity.out" || fail "the one-process sensitivity study failed"
  run_array sensitivity results.json sensitivity "${sensitivity_args[@]}"
fi
# The calibration (SLURM_TEST_CALIBRATION: observation files and calibrate flags), wave by wave as
# docs/scaling.md says: per wave an array of shards and a merge into one directory, which holds the merged
# state the next wave's shards start from; once a merge finishes the waves it writes results.json there.
if [[ -n ${SLURM_TEST_CALIBRATION:-} ]]; then
  read -r -a calibration_args <<<"$SLURM_TEST_CALIBRATION"
  for i in "${!calibration_args[@]}"; do
    if [[ -f ${calibration_args[i]} ]]; then calibration_args[i]=$(realpath "${calibration_args[i]}"); fi
  done
  "$fencesim" calibrate "${calibration_args[@]}" --quiet --out "$tmp/whole-calibration" \
    >"$tmp/whole-calibration.out" || fail "the one-process calibration failed"
  calibration=$tmp/parts-calibration
  for wave in $(seq 1 10); do
    [[ -e $calibration/results.json ]] && break
    run_jobs "calibration-wave-$wave" "$calibration" "$calibration/results.json" calibrate "${calibration_args[@]}"
  done
  cmp "$tmp/whole-calibration/results.json" "$calibration/results.json" ||
    { dump; fail "calibration: merged results.json differs from the one-process run (or is missing)"; }
  say "calibration: $((wave - 1)) waves of arrays and merges; merged results.json byte-identical to one process"
fi
# The optimisation (SLURM_TEST_OPTIMIZATION: scenario and optimize flags, no spaces inside one), batch by
# batch as docs/scaling.md says: per round an array of shards and a merge into one directory, which holds the
# merged state the next batch's shards start from; once a merge finishes the optimisation it writes results.json.
if [[ -n ${SLURM_TEST_OPTIMIZATION:-} ]]; then
  read -r -a optimization_args <<<"$SLURM_TEST_OPTIMIZATION"
  for i in "${!optimization_args[@]}"; do
    if [[ -f ${optimization_args[i]} ]]; then optimization_args[i]=$(realpath "${optimization_args[i]}"); fi
  done
  "$fencesim" optimize "${optimization_args[@]}" --quiet --out "$tmp/whole-optimization" \
    >"$tmp/whole-optimization.out" || fail "the one-process optimisation failed"
  optimization=$tmp/parts-optimization
  for round in $(seq 1 20); do
    [[ -e $optimization/results.json ]] && break
    run_jobs "optimization-batch-$round" "$optimization" "$optimization/results.json" optimize \
      "${optimization_args[@]}"
  done
  cmp "$tmp/whole-optimization/results.json" "$optimization/results.json" ||
    { dump; fail "optimization: merged results.json differs from the one-process run (or is missing)"; }
  say "optimization: $((round - 1)) batches of arrays and merges; merged results.json byte-identical to one process"
fi
say "PASSED: every merged result is byte-identical to one process ($((SECONDS - started)) s in all)"
