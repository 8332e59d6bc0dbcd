/** Every service: the first-load ones (`contract`) and the lazy ones. For the catalogue and the schemas. */
export * from './services';
export * from './lazyServices';
