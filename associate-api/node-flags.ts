// V8 heap sizing for the API process. Left to itself, V8 sizes the young generation and lets the
// old one grow from the machine's memory, so on a 24 GiB machine an API whose live objects take
// about 20 MB sat at 320 MB RSS idle on PostgreSQL (620 MB on PGlite, whose WebAssembly memory
// is outside these limits). With these it stays near what it uses: `npm run bench:load` prints
// the peak RSS under 50 concurrent members (README, "Carga e falhas"). Every way of starting the
// API passes them: `npm run api`, `npm start`, the benchmark and the test stacks.
export const API_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=256'];
