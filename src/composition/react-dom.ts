// React and React DOM, evaluated in a task of their own before the other libraries (start.ts): React DOM's module
// code is the largest of them, and the two together were one ~90-100 ms task on the phone profile (4x CPU). The load
// units (build/load-units.ts) give this file's graph a chunk of its own; re-exporting makes that chunk run it.
export { hydrateRoot } from 'react-dom/client';
export { jsx } from 'react/jsx-runtime';
