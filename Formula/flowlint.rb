# Homebrew formula: brew install --formula ./Formula/flowlint.rb, or from a tap
# (brew tap your-org/flowlint https://github.com/your-org/flowlint && brew install flowlint).
# Builds from source with SwiftPM against Homebrew's libgit2 and libyaml (found with pkg-config).
class Flowlint < Formula
  desc "Checks git-flow branch names, commit messages, merge requests and iOS MVP/VIPER code"
  homepage "https://github.com/your-org/flowlint"
  url "https://github.com/your-org/flowlint/archive/refs/tags/v0.1.0.tar.gz"
  # Replace with the release tarball's checksum: shasum -a 256 v0.1.0.tar.gz
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"
  head "https://github.com/your-org/flowlint.git", branch: "main"

  depends_on "pkg-config" => :build
  depends_on xcode: ["16.0", :build]
  depends_on "libgit2"
  depends_on "libyaml"
  depends_on macos: :ventura

  uses_from_macos "swift" => :build

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "flowlint"
    bin.install ".build/release/flowlint"
    generate_completions_from_executable(bin/"flowlint", "--generate-completion-script")
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/flowlint --version")
    system "git", "init", "--quiet", "--initial-branch", "develop"
    (testpath/"good").write "[EW_IOS-98] Обновил фреймворк MaaS\n\n- Обновил структуру проекта\n"
    system bin/"flowlint", "message", testpath/"good"
    (testpath/"bad").write "Update the framework\n"
    assert_match "commit-header-format", shell_output("#{bin}/flowlint message #{testpath}/bad 2>&1", 1)
  end
end
