// The design card's libraries, evaluated in a task of their own before the app's code (start.ts): evaluating one
// module graph is one task, and the landing's whole graph (React DOM, MobX, Inversify, i18next and the site's code)
// was the longest task of every page load, ~300 ms on a phone. The load units (build/load-units.ts) put these
// libraries in a chunk of their own, which the app's chunk imports; re-exporting them here makes that chunk run their
// module code when it is imported first. React and React DOM come a task earlier still (react-dom.ts).
import 'reflect-metadata/lite';
export { Container } from 'inversify';
export { makeAutoObservable } from 'mobx';
export { observer } from 'mobx-react-lite';
export { createInstance } from 'i18next';
export { default as ky } from 'ky';
export { object } from 'valibot';
export { Router } from 'wouter';
