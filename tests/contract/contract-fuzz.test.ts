import { writeFileSync, mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { implementedOperations, signIn } from './fuzz/operations'
import { fuzz, type Send } from '../../verify/fuzz/run'

const inProcess: Send = (method, path, body, token) =>
  fetch(new URL(`/api${path}`, location.href), {
    method: method.toUpperCase(),
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  })

describe('contract fuzz: generated valid and invalid requests for every operation the mock implements', () => {
  it('finds no crash, no invalid request accepted, no answer outside the contract, no secured call open without a token', async () => {
    const ops = implementedOperations()
    expect(ops.length).toBeGreaterThan(50)
    const report = await fuzz(ops, inProcess, async () => [await signIn(inProcess, 'admin'), await signIn(inProcess, 'advocate')])
    const counts = {
      operations: report.operations,
      valid: report.valid,
      invalid: report.invalid,
      withoutToken: report.withoutToken,
      crashes: report.crashes.length,
      acceptedInvalid: report.acceptedInvalid.length,
      violations: report.violations.length,
      openWithoutToken: report.openWithoutToken.length,
    }
    console.info('contract fuzz', JSON.stringify(counts))
    mkdirSync('test-results', { recursive: true })
    writeFileSync('test-results/contract-fuzz.json', JSON.stringify({ counts, ...report }, null, 2))
    expect(report.crashes).toEqual([])
    expect(report.acceptedInvalid).toEqual([])
    expect(report.violations).toEqual([])
    expect(report.openWithoutToken).toEqual([])
  }, 120_000)
})
