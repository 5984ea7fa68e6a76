/**
 * The editor's browser app on the live site: bundled on its own by the editor build
 * (scripts/editor/integration.mjs, into dist-editor/_editor/keystatic.js) and loaded by
 * keystatic-page-live.astro: Keystatic's app is one React root that owns the page.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Keystatic } from './keystatic-app';

const root = document.getElementById('keystatic');
if (root) createRoot(root).render(createElement(Keystatic));
