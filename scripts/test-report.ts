import { stripVTControlCharacters } from "node:util";

/**
 * The tests that failed, or passed only on their retry, named from Vitest's and Playwright's JSON
 * reports: `npm test` prints them beside its totals, so the last lines of a CI log say which test
 * broke without the whole log.
 */
export interface Problem {
  kind: "failed" | "flaky";
  name: string;
  message: string;
}

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

function firstLine(text: string | undefined): string {
  const plain = stripVTControlCharacters(text ?? "");
  return (plain.split("\n").find((line) => line.trim() !== "") ?? "").trim().slice(0, 300);
}

/** A Vitest test that passed after a retry still carries the failure of its first run. */
export function vitestProblems(report: VitestReport, root: string): Problem[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults.flatMap((test): Problem[] => {
      const kind = test.status === "failed" ? "failed" : test.failureMessages.length > 0 ? "flaky" : null;
      if (!kind) return [];
      const name = `${file.name.replace(`${root}/`, "")} › ${test.fullName}`;
      return [{ kind, name, message: firstLine(test.failureMessages[0]) }];
    }),
  );
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

export function playwrightProblems(report: PlaywrightReport): Problem[] {
  const walk = (suite: PlaywrightSuite, file: string, titles: string[]): Problem[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test): Problem[] => {
        const kind = test.status === "unexpected" ? "failed" : test.status === "flaky" ? "flaky" : null;
        if (!kind) return [];
        const name = `[${test.projectName}] ${file}:${spec.line} › ${[...titles, spec.title].join(" › ")}`;
        return [
          { kind, name, message: firstLine(test.results.find((result) => result.error)?.error?.message) },
        ];
      }),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, file, [...titles, child.title])),
  ];
  return report.suites.flatMap((suite) => walk(suite, suite.file ?? suite.title, []));
}

export function describeProblems(problems: Problem[]): string {
  return problems.map((problem) => `${problem.kind}: ${problem.name}\n  ${problem.message}`).join("\n");
}
