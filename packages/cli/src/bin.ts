#!/usr/bin/env node
import { createProgram } from './index';

await createProgram().parseAsync(process.argv);
