/**
 * antd's style code, outside a production build, wraps every design token in a Proxy and every merged token
 * object in getters, to record which tokens each component reads (for antd's own tooling). No test reads that
 * record; loaded first, with the production setting, the module merges plainly (Object.assign). The token
 * values, the styles and the class names stay what they are.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const environment = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  require('@ant-design/cssinjs-utils/lib/util/statistic.js');
} finally {
  process.env.NODE_ENV = environment;
}
