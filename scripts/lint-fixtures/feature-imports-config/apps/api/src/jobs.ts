export class InProcessJobs {
  run(name: string) {
    return name;
  }
}
