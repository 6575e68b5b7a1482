#!/usr/bin/env node
// Self time of .cpuprofile files (BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'), summed
// over the files, by package or file and by function; shares are of all samples in the window.
//
//   node scripts/bench/cpu-profile-summary.mjs /tmp/prof/*.cpuprofile
//   PROFILE_FROM_END=10 PROFILE_TO_END=1.5 node scripts/bench/cpu-profile-summary.mjs …
//
// PROFILE_FROM_END / PROFILE_TO_END (seconds before each profile's end) keep one round: the bench
// stops the app about a second after its last round, so 10 and 1.5 keep a 10 s last round.
//
// PROFILE_UNIT=writev prints times in units of the native `writev` (the socket write of the
// answers), idle left out: the same bytes cost about the same on two servers, so the app's profile
// and the ceiling's (BENCH_CEILING_NODE_ARGS) compare place by place, a request's worth each.
import { readFileSync } from 'node:fs';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: cpu-profile-summary.mjs <file.cpuprofile>…');
  process.exit(2);
}
const fromEnd = Number(process.env.PROFILE_FROM_END ?? 0);
const toEnd = Number(process.env.PROFILE_TO_END ?? 0);
const TOP = Number(process.env.PROFILE_TOP ?? 30);
const UNIT = process.env.PROFILE_UNIT;
const UNIT_PLACE = UNIT ? `(native) ${UNIT}` : undefined;

/** `nm:<package>`, `app:<file>` (the API build), a Node internal module, or the native frame. */
function placeOf({ url, functionName }) {
  if (!url) return `(native) ${functionName}`;
  const inModules = url.lastIndexOf('node_modules/');
  if (inModules !== -1) {
    const [first, second] = url.slice(inModules + 'node_modules/'.length).split('/');
    return `nm:${first.startsWith('@') ? `${first}/${second}` : first}`;
  }
  const inApi = url.indexOf('/api/dist/');
  return inApi === -1 ? url.replace(/^file:\/\//, '') : `app:${url.slice(inApi + '/api/dist/'.length)}`;
}

const byPlace = new Map();
const byFunction = new Map();
let total = 0;
const add = (map, key, time) => map.set(key, (map.get(key) ?? 0) + time);

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const from = fromEnd ? profile.endTime - fromEnd * 1e6 : -Infinity;
  const to = profile.endTime - toEnd * 1e6;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < from || at > to) return;
    const frame = nodes.get(id).callFrame;
    const place = placeOf(frame);
    if (UNIT && place === '(native) (idle)') return;
    total += delta;
    add(byPlace, place, delta);
    const name = frame.url
      ? `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`
      : place;
    add(byFunction, name, delta);
  });
}

const unit = UNIT_PLACE ? byPlace.get(UNIT_PLACE) : undefined;
if (UNIT && !unit) {
  console.error(`no ${UNIT_PLACE} samples to measure in`);
  process.exit(1);
}
const share = (time) =>
  unit ? `${(time / unit).toFixed(3).padStart(6)} ×` : `${((time / total) * 100).toFixed(1).padStart(6)} %`;
const print = (title, map) => {
  console.log(title);
  for (const [key, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${share(time)}  ${key}`);
};
console.log(`${(total / 1000).toFixed(0)} ms sampled in ${files.length} file(s)`);
if (unit) console.log(`busy time: ${share(total)} ${UNIT}`);
print('\nby package or file (self time)', byPlace);
print('\nby function (self time)', byFunction);
