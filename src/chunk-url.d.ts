/** scripts/vite/chunk-url.mjs: the address of a module built as a chunk of its own. */
declare module '*?chunk-url' {
  const url: string;
  export default url;
}
