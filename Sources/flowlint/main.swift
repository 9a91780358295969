print("flowlint")
