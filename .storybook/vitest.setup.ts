import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll } from 'vitest';
import * as preview from './preview.tsx';

const annotations = setProjectAnnotations([preview]);

beforeAll(annotations.beforeAll);
