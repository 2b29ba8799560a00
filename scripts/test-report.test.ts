import { describe, expect, test } from "vitest";

import { describeProblems, playwrightProblems, vitestProblems } from "./test-report.ts";

describe("the failed and flaky tests npm test names beside its totals", () => {
  test("Vitest: a failed test, and a passed one that carries its first run's failure, by file and name", () => {
    const report = {
      numPassedTests: 2,
      numFailedTests: 1,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        {
          name: "/repo/app/domain/leads/assignment.server.test.ts",
          assertionResults: [
            {
              fullName: "turns › split 3/3",
              status: "failed",
              failureMessages: ["\u001b[31mAssertionError: 4 != 3\u001b[39m\n  at x"],
            },
            { fullName: "turns › retried", status: "passed", failureMessages: ["Error: timed out\nstack"] },
            { fullName: "turns › fine", status: "passed", failureMessages: [] },
          ],
        },
      ],
    };
    expect(vitestProblems(report, "/repo")).toEqual([
      {
        kind: "failed",
        name: "app/domain/leads/assignment.server.test.ts › turns › split 3/3",
        message: "AssertionError: 4 != 3",
      },
      {
        kind: "flaky",
        name: "app/domain/leads/assignment.server.test.ts › turns › retried",
        message: "Error: timed out",
      },
    ]);
  });

  test("Playwright: unexpected and flaky tests in nested suites, with their project and line", () => {
    const report = {
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          title: "home.spec.ts",
          file: "home.spec.ts",
          specs: [
            {
              title: "fine",
              line: 3,
              tests: [{ projectName: "desktop", status: "expected", results: [{}] }],
            },
          ],
          suites: [
            {
              title: "slider",
              specs: [
                {
                  title: "advances",
                  line: 9,
                  tests: [
                    {
                      projectName: "phone",
                      status: "unexpected",
                      results: [{ error: { message: "\nTimeout 5000ms" } }],
                    },
                    {
                      projectName: "desktop",
                      status: "flaky",
                      results: [{ error: { message: "detached" } }, {}],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const problems = playwrightProblems(report);
    expect(problems.map(({ kind, name }) => `${kind} ${name}`)).toEqual([
      "failed [phone] home.spec.ts:9 › slider › advances",
      "flaky [desktop] home.spec.ts:9 › slider › advances",
    ]);
    expect(describeProblems(problems)).toContain(
      "failed: [phone] home.spec.ts:9 › slider › advances\n  Timeout 5000ms",
    );
  });
});
