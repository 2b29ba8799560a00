// Loaded with `node --import` before every script: the project runs on the Node 24 that npm puts
// on PATH from node_modules (the `node` package), never on an older system Node.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `This project needs Node.js 24 or newer but is running on ${process.versions.node}: run it through npm (npm start, npm test), which uses the Node 24 installed by "npm ci".`,
  );
  process.exit(1);
}
