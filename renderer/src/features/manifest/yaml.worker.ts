// Vite bundles a worker from a file of ours; importing monaco-yaml's worker directly trips Monaco's
// "Unexpected usage" error under Vite (monaco-yaml FAQ).
import 'monaco-yaml/yaml.worker.js';
