// Decorator metadata polyfill for Inversify, loaded before any test module.
import 'reflect-metadata';
