// Compiles Token.sol offline with solc-js (the compiler ships inside the npm package) into
// token.json: the ABI, the creation bytecode and the compiler version, committed so the tests
// need no compiler. Run after changing Token.sol:
//   cd infra/chain-devnet && npm ci && node compile-token.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const solc = createRequire(import.meta.url)('solc')
const here = new URL('.', import.meta.url)
const source = readFileSync(new URL('Token.sol', here), 'utf8')

const input = {
  language: 'Solidity',
  sources: { 'Token.sol': { content: source } },
  settings: {
    // An older EVM target than the node's default, so any devnet of the last years runs it.
    evmVersion: 'cancun',
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { '*': { Token: ['abi', 'evm.bytecode.object'] } },
  },
}

const output = JSON.parse(solc.compile(JSON.stringify(input)))
const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
if (errors.length > 0) {
  for (const entry of errors) console.error(entry.formattedMessage)
  process.exit(1)
}

const token = output.contracts['Token.sol'].Token
const artifact = {
  contractName: 'Token',
  compiler: `solc-js ${solc.version()}`,
  evmVersion: input.settings.evmVersion,
  abi: token.abi,
  bytecode: `0x${token.evm.bytecode.object}`,
}
writeFileSync(new URL('token.json', here), `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`token.json written (${artifact.compiler})`)
