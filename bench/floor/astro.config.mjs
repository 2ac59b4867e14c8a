// The floor pages' site (scripts/lib/floor-pages.ts builds it): React as the app uses it, nothing else.
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({ base: '/floor', integrations: [react()] });
